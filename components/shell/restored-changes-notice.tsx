"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { useUnsavedChanges } from "@/hooks/use-unsaved-changes";

/** Says so when a form of this page got back the input its ended session had left unsaved. */
export function RestoredChangesNotice() {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const { restoredAt } = useUnsavedChanges();
  return (
    // Always present, so that the notice is announced when it appears.
    <div aria-live="polite" className="print:hidden">
      {restoredAt === pathname && (
        <div className="mb-4">
          <Alert tone="info">{t("changesRestored")}</Alert>
        </div>
      )}
    </div>
  );
}
