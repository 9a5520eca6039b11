"use client";
// The audit log's filters, each in its own field: the plain search (part of a name), who acted,
// which action, what was acted on and the UTC days from and to. They all edit the one search text
// in the URL (lib/audit/search.ts), so paging, the tabs' counts and the export follow them.
import { DataTableSearch } from "@/components/ui/data-table/data-table-search";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_MESSAGE, ACCOUNT_NAME_PATTERN } from "@/lib/account-name";
import { AUDIT_ACTION_LABELS, formatAuditSearch, parseAuditSearch, type AuditFilters } from "@/lib/audit/search";

const ACTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

type Props = { value: string; onSearch: (q: string) => void };

export function AuditSearch({ value, onSearch }: Props) {
  const filters = parseAuditSearch(value);
  const set = (patch: Partial<AuditFilters>) => onSearch(formatAuditSearch({ ...filters, ...patch }));

  return (
    <div className="grid w-full grid-cols-2 items-start gap-x-3 gap-y-1 sm:flex sm:flex-wrap">
      <DataTableSearch value={filters.search} onSearch={(search) => set({ search })} />
      <DataTableSearch
        label="Who"
        value={filters.actor ?? ""}
        maxLength={ACCOUNT_NAME_MAX}
        inputClassName="sm:w-40"
        validate={(text) => (text && !ACCOUNT_NAME_PATTERN.test(text) ? ACCOUNT_NAME_MESSAGE : undefined)}
        onSearch={(actor) => set({ actor: actor || undefined })}
      />
      <SelectField label="Action" placeholder="Any action" options={ACTIONS} value={filters.action ?? ""} onChange={(event) => set({ action: event.target.value || undefined })} />
      <DataTableSearch
        label="Target"
        value={filters.target ?? ""}
        inputClassName="sm:w-48"
        validate={(text) => (/\s/.test(text) ? "One word: part of a login, e.g. maria" : undefined)}
        onSearch={(target) => set({ target: target || undefined })}
      />
      <TextField label="From" type="date" value={filters.from ?? ""} max={filters.to} onChange={(event) => set({ from: event.target.value || undefined })} />
      <TextField label="To" type="date" value={filters.to ?? ""} min={filters.from} onChange={(event) => set({ to: event.target.value || undefined })} />
    </div>
  );
}
