"use client";
import { addMonths } from "../figures/calendar";

/** The months a statement can be made for, newest first: this month and the 23 before it. */
export function statementMonths(today: string, count = 24): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(today.slice(0, 7), -i));
}

export function MonthSelect({
  id,
  label,
  months,
  value,
  onChange,
}: {
  id: string;
  label: string;
  months: string[];
  value: string;
  onChange: (month: string) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="rounded border border-slate-300 bg-surface px-2 py-1">
        {months.map((month) => (
          <option key={month} value={month}>
            {month}
          </option>
        ))}
      </select>
    </label>
  );
}
