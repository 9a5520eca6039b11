"use client";
// The Audit Log list, every role: When, Who, Role, Action, Target, Changes (before →
// after). On phones the changes, the time and the role move to the row's detail.
import { Chip } from "@/components/ui/chip";
import { AuditSearch } from "./upstream-audit-search";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { useTranslations } from "next-intl";
import { translatedList } from "@/components/ui/data-table/translated-list";
import { actionLabel, describeChange } from "@/features/journal/upstream/search";
import { TimeText } from "@/components/ui/when";
import { useFormat } from "@/hooks/use-format";
import { formatTimestamp } from "@/lib/format";
import { AUDIT_LIST, type AuditEntry } from "@/features/journal/upstream/list";
import type { Translate } from "@/i18n/translator";

/** The list's texts. */
const useTexts = () => useTranslations("audit");

const helper = createDataTableColumnHelper<AuditEntry>();
const ROLE_KEYS = { admin: "roles.admin", manager: "roles.manager", reseller: "roles.reseller", dealer: "roles.dealer" } as const;

/** One change's sentence, its values isolated in the reader's direction. */
function ChangeText({ change, t }: { change: AuditEntry["changes"][number]; t: Translate }) {
  return describeChange(change, t, useFormat().text);
}

/** Exported for the check that every sortable column is a sort of AUDIT_LIST (tests/unit/list-columns.test.ts). */
export function columns(t: Translate) {
  return helper.columns([
    helper.accessor("created", {
      header: t("when"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <TimeText value={getValue()} />,
    }),
    helper.accessor("actor", { header: t("who"), enableSorting: false, cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
    helper.accessor("role", { header: t("role"), enableSorting: false, meta: { detail: true }, cell: ({ getValue }) => t(ROLE_KEYS[getValue()]) }),
    helper.accessor("action", {
      header: t("action"),
      enableSorting: false,
      cell: ({ getValue }) => (
        <Chip tone="neutral" wrap>
          {actionLabel(getValue(), t)}
        </Chip>
      ),
    }),
    helper.accessor("target", { header: t("target"), enableSorting: false, cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
    helper.accessor("changes", {
      header: t("changes"),
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => (
        <ul className="max-w-md text-sm">
          {getValue().map((change, i) => (
            <li key={i} className="break-words">
              <ChangeText change={change} t={t} />
            </li>
          ))}
        </ul>
      ),
    }),
  ]);
}

export const AuditList = translatedList<AuditEntry, typeof AUDIT_LIST>(useTexts, (t) => ({
  name: t("name"),
  shape: AUDIT_LIST,
  columns: () => columns(t),
  tabs: {
    label: t("tabsLabel"),
    labels: {
      all: t("tabs.all"),
      clients: t("tabs.clients"),
      accounts: t("tabs.accounts"),
      messages: t("tabs.messages"),
      tickets: t("tabs.tickets"),
      sessions: t("tabs.sessions"),
    },
  },
  rowId: (row) => String(row.id),
  rowLabel: (row) => `${formatTimestamp(row.created)} ${row.actor} ${actionLabel(row.action, t)} ${row.target}`,
  emptyMessage: t("empty"),
  search: AuditSearch,
  footnote: t("footnote"),
  api: "/api/audit",
  exportKind: "audit",
}));
