"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useSnackbar } from "@/components/ui/snackbar";
import { apiFetch, errorMessage } from "@/lib/browser/api";

type Props = { name: string; onClose: () => void };

/** 'Delete?' with Yes and Close; the dialog closes whatever the answer (clients spec §2, §8). */
export function DeleteClientDialog({ name, onClose }: Props) {
  const router = useRouter();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const result = await apiFetch<{ name?: string }>(`/api/clients/${encodeURIComponent(name)}`, { method: "DELETE" });
      show(`Deleted ${result.name ?? name}`, "success");
      router.refresh();
    } catch (error) {
      show(errorMessage(error), "error");
    } finally {
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open
      title="Delete?"
      message={`Are you sure you want to delete ${name}?`}
      busy={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
