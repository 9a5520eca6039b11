"use client";
// The journal's filters, each in its own field: the plain search (part of a name), who acted,
// which operation, what it was about, its outcome, how it came and the UTC days from and to.
// They all edit the one search text in the URL (../list.ts), so paging and the export follow them.
import { useTranslations } from "next-intl";
import { DataTableSearch } from "@/components/ui/data-table/data-table-search";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { formatJournalSearch, JOURNALLED_OPERATIONS, OUTCOMES, parseJournalSearch, VIAS, type JournalFilters } from "../list";
import { operationLabel } from "../labels";

type Props = { value: string; onSearch: (q: string) => void };

export function JournalSearch({ value, onSearch }: Props) {
  const t = useTranslations("audit");
  const filters = parseJournalSearch(value);
  const set = (patch: Partial<JournalFilters>) => onSearch(formatJournalSearch({ ...filters, ...patch }));
  const operations = JOURNALLED_OPERATIONS.map((operation) => ({ value: operation, label: operationLabel(operation, t) }));
  const outcomes = OUTCOMES.map((outcome) => ({ value: outcome, label: t(`journal.outcomes.${outcome}`) }));
  const vias = VIAS.map((via) => ({ value: via, label: t(`journal.vias.${via}`) }));

  return (
    <div className="grid w-full grid-cols-2 items-start gap-x-3 gap-y-1 sm:flex sm:flex-wrap">
      <DataTableSearch value={filters.search} onSearch={(search) => set({ search })} />
      <DataTableSearch
        label={t("journal.who")}
        value={filters.actor ?? ""}
        maxLength={100}
        inputWidth="sm:w-40"
        validate={(text) => (/\s/.test(text) ? t("targetOneWord") : undefined)}
        onSearch={(actor) => set({ actor: actor || undefined })}
      />
      <SelectField
        label={t("journal.operation")}
        placeholder={t("journal.anyOperation")}
        options={operations}
        value={filters.operation ?? ""}
        onChange={(event) => set({ operation: event.target.value || undefined })}
      />
      <DataTableSearch
        label={t("journal.target")}
        value={filters.target ?? ""}
        inputWidth="sm:w-48"
        validate={(text) => (/\s/.test(text) ? t("targetOneWord") : undefined)}
        onSearch={(target) => set({ target: target || undefined })}
      />
      <SelectField
        label={t("journal.outcome")}
        placeholder={t("journal.anyOutcome")}
        options={outcomes}
        value={filters.outcome ?? ""}
        onChange={(event) => set({ outcome: event.target.value || undefined })}
      />
      <SelectField
        label={t("journal.via")}
        placeholder={t("journal.anyVia")}
        options={vias}
        value={filters.via ?? ""}
        onChange={(event) => set({ via: event.target.value || undefined })}
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
