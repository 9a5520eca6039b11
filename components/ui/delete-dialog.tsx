"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { useApiMutation } from "@/hooks/use-api-mutation";
import { CREDITS_KEY } from "@/hooks/use-credits";
import { errorMessage } from "@/lib/browser/api";
import { ConfirmDialog } from "./confirm-dialog";
import { useSnackbar } from "@/hooks/use-snackbar";

type Props = {
  /** What is deleted, as the dialog and the snackbar name it. */
  name: string;
  /** The BFF address answering DELETE, e.g. /api/clients/alice. */
  path: string;
  onClose: () => void;
};

/**
 * 'Delete?' with Yes and Close, for any row (accounts spec §2.2, §8): the dialog closes whatever
 * the answer; success says 'Deleted {name}' and reloads the list, failure says '{name}: {error}'.
 */
export function DeleteDialog({ name, path, onClose }: Props) {
  const t = useTranslations("common");
  const router = useRouter();
  const { show } = useSnackbar();
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useApiMutation<{ name?: string }>(path, "DELETE");

  async function remove() {
    try {
      const result = await trigger();
      show(t("deleted", { name: result.name ?? name }), "success");
      // A deleted account's credits go back to its parent, which may be the viewer.
      void mutate(CREDITS_KEY);
      router.refresh();
    } catch (error) {
      show(`${name}: ${errorMessage(error)}`, "error");
    } finally {
      onClose();
    }
  }

  return (
    <ConfirmDialog open title={t("deleteTitle")} message={t("deleteConfirm", { name })} busy={isMutating} onConfirm={() => void remove()} onClose={onClose} />
  );
}
