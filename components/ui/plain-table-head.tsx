"use client";
import { useTranslations } from "next-intl";
// The header row of a small hand-built table (a MAC's client, the account's sessions): named
// columns, then an unlabelled Actions column for the row's buttons.
export function PlainTableHead({ columns }: { columns: readonly string[] }) {
  const t = useTranslations("common");
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-3 py-2 font-semibold">
            {column}
          </th>
        ))}
        <th scope="col" className="w-0 px-3 py-2">
          <span className="sr-only">{t("actions")}</span>
        </th>
      </tr>
    </thead>
  );
}
