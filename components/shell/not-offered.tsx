import { FormScreen } from "@/components/ui/form-screen";
import { LinkButton } from "@/components/ui/link-button";
import { getTranslations } from "next-intl/server";
import type { ScreenId } from "@/lib/screens";

/** In place of a screen whose calls the backend lacks: one sentence saying so, and the way home. */
export async function NotOffered({ id, title }: { id: ScreenId; title: string }) {
  // lib/offer-messages.ts keeps the English sentences (the BFF's 501 answers them); these are their translations.
  const t = await getTranslations("shell");
  return (
    <FormScreen title={title}>
      <div className="flex flex-col items-start gap-4 rounded-lg bg-surface p-6 shadow-sm">
        <p role="status" className="text-sm text-slate-700">
          {id === "audit" ? t("auditNotOffered") : t("notOffered", { title })}
        </p>
        <LinkButton href="/" uppercase={false}>
          {t("backToDashboard")}
        </LinkButton>
      </div>
    </FormScreen>
  );
}
