"use client";
import { useTranslations } from "next-intl";
// The audit log's filters, each in its own field: the plain search (part of a name), who acted,
// which action, what was acted on and the UTC days from and to. They all edit the one search text
// in the URL (lib/audit/search.ts), so paging, the tabs' counts and the export follow them.
import { DataTableSearch } from "@/components/ui/data-table/data-table-search";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_MESSAGE, ACCOUNT_NAME_PATTERN } from "@/lib/account-name";
import { actionLabel, AUDIT_ACTIONS, formatAuditSearch, parseAuditSearch, type AuditFilters } from "@/features/journal/upstream/search";

type Props = { value: string; onSearch: (q: string) => void };

export function AuditSearch({ value, onSearch }: Props) {
  const t = useTranslations("audit");
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action, t) }));
  const filters = parseAuditSearch(value);
  const set = (patch: Partial<AuditFilters>) => onSearch(formatAuditSearch({ ...filters, ...patch }));

  return (
    <div className="grid w-full grid-cols-2 items-start gap-x-3 gap-y-1 sm:flex sm:flex-wrap">
      <DataTableSearch value={filters.search} onSearch={(search) => set({ search })} />
      <DataTableSearch
        label={t("who")}
        value={filters.actor ?? ""}
        maxLength={ACCOUNT_NAME_MAX}
        inputWidth="sm:w-40"
        validate={(text) => (text && !ACCOUNT_NAME_PATTERN.test(text) ? ACCOUNT_NAME_MESSAGE : undefined)}
        onSearch={(actor) => set({ actor: actor || undefined })}
      />
      <SelectField
        label={t("action")}
        placeholder={t("anyAction")}
        options={actions}
        value={filters.action ?? ""}
        onChange={(event) => set({ action: event.target.value || undefined })}
      />
      <DataTableSearch
        label={t("target")}
        value={filters.target ?? ""}
        inputWidth="sm:w-48"
        validate={(text) => (/\s/.test(text) ? t("targetOneWord") : undefined)}
        onSearch={(target) => set({ target: target || undefined })}
      />
      <TextField
        label={t("from")}
        type="date"
        value={filters.from ?? ""}
        max={filters.to}
        onChange={(event) => set({ from: event.target.value || undefined })}
      />
      <TextField label={t("to")} type="date" value={filters.to ?? ""} min={filters.from} onChange={(event) => set({ to: event.target.value || undefined })} />
    </div>
  );
}
