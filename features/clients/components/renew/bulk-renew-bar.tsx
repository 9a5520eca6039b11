"use client";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/hooks/use-error-text";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import { useOffers } from "@/components/shell/offer-context";
import type { Role } from "@/lib/roles";
import { MAX_BULK_RENEW, RENEW_TEXTS } from "@/lib/schemas/renewal-limits";
import type { BulkRenewAnswer, RenewTarget } from "@/lib/schemas/renewals";

// Shown only once the button is used: loaded then, so that the dialog, its form and zod stay
// out of every client list's first load (with-bulk-renew.tsx does the same for the summary).
const BulkRenewDialog = dynamic(() => import("./bulk-renew-dialog").then((m) => m.BulkRenewDialog), { ssr: false });

type Props = {
  role: Role;
  selection: Selection;
  /** Which list and view "every matching client" means. */
  list: "clients" | "expiring";
  view: { tab: string; q: string };
  /** Called after a renewal with what it did, so the list can drop its selection and show the summary. */
  onRenewed: (answer: BulkRenewAnswer) => void;
};

/** The selection as the BFF takes it: the chosen names, or the list's tab and search. */
export function renewTarget(selection: Selection, list: Props["list"], view: Props["view"]): RenewTarget {
  if (!selection.allMatching) return { kind: "names", names: selection.ids };
  return { kind: "matching", list, tab: view.tab, q: view.q };
}

/** 'Renew selected' beside the selection count, above the table, and its dialog. */
export function BulkRenewBar({ role, selection, list, view, onRenewed }: Props) {
  const t = useTranslations("clients");
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const offers = useOffers();
  if (!offers("clients.bulkRenew")) return null;
  const tooMany = selection.count > MAX_BULK_RENEW;
  return (
    <>
      <Button
        padding="compact"
        disabled={selection.count === 0 || tooMany}
        title={selection.count === 0 ? t("bulk.select") : undefined}
        onClick={() => setOpen(true)}
      >
        {t("bulk.renewSelected")}
      </Button>
      {tooMany && <p className="text-sm font-semibold text-danger">{errorText(RENEW_TEXTS.tooMany)}</p>}
      {open && (
        <BulkRenewDialog
          role={role}
          count={selection.count}
          target={renewTarget(selection, list, view)}
          onClose={() => setOpen(false)}
          onDone={(result) => {
            setOpen(false);
            onRenewed(result);
          }}
        />
      )}
    </>
  );
}
