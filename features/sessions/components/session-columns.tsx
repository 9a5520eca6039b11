"use client";
// Your Sessions' columns, in the list kit's table. Below `sm` the address and the start move into
// the row's detail panel, so the browser, the last use and End (or Sign out) fit a 390 px phone
// without the table scrolling sideways. Headers and cells come through `t`, useTranslations("sessions").
import { SignOutLink } from "@/components/shell/sign-out-link";
import { Button } from "@/components/ui/button";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { TimeText } from "@/components/ui/when";
import type { Translate } from "@/i18n/translator";
import type { SessionView } from "@/lib/session-registry/view";

const helper = createDataTableColumnHelper<SessionView>();

type Actions = {
  busy: boolean;
  onEnd: (session: SessionView) => void;
  /** The session's start as its End button's name says it. */
  startedLabel: (session: SessionView) => string;
};

/** `t` is namespace "sessions". */
export function sessionColumns(t: Translate, { busy, onEnd, startedLabel }: Actions) {
  return helper.columns([
    helper.accessor("browser", {
      header: t("browser"),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="font-medium">
          <bdi>{row.original.browser}</bdi>
          {/* Under the browser on a phone, beside it from `sm`: the row keeps End (or Sign out) in view. */}
          {row.original.current && (
            <span className="mt-1 block w-fit rounded bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary sm:ms-2 sm:mt-0 sm:inline-block">
              {t("thisSession")}
            </span>
          )}
        </span>
      ),
    }),
    helper.accessor("address", {
      header: t("address"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => (
        <span dir="ltr" className="font-mono text-xs whitespace-nowrap">
          {getValue()}
        </span>
      ),
    }),
    helper.accessor("startedAt", {
      header: t("started"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <TimeText value={getValue()} />,
    }),
    // Date over time below `sm`: with the browser and End it then fits a phone.
    helper.accessor("lastUsedAt", { header: t("lastUsed"), enableSorting: false, cell: ({ getValue }) => <TimeText value={getValue()} wrapOnPhones /> }),
    helper.display({
      id: "actions",
      header: () => <span className="sr-only">{t("actions")}</span>,
      meta: { className: "w-0 text-end", label: t("actions") },
      cell: ({ row }) =>
        row.original.current ? (
          // Its two words may take two lines on a phone ("CERRAR SESIÓN").
          <SignOutLink className="text-sm font-semibold uppercase tracking-wide text-primary hover:underline sm:whitespace-nowrap">{t("signOut")}</SignOutLink>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onEnd(row.original)}
            aria-label={t("endLabel", { browser: row.original.browser, started: startedLabel(row.original) })}
          >
            {t("end")}
          </Button>
        ),
    }),
  ]);
}
