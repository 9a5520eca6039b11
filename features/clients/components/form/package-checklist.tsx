"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";

type Item = { id: number; name: string };

type Props = {
  legend: string;
  items: readonly Item[];
  selected: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  /** The shared message line under both lists. */
  describedBy: string;
  invalid: boolean;
};

/** One titled list of package checkboxes ('Live Packages' or 'VOD Packages'). */
export function PackageChecklist({ legend, items, selected, onToggle, describedBy, invalid }: Props) {
  const t = useTranslations("clients");
  const idPrefix = useId();
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined} className="min-w-0 rounded border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {legend} <span className="font-normal text-slate-500">({items.length})</span>
      </legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t("form.noPackages")}</p>
      ) : (
        <ul className="grid max-h-72 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto sm:grid-cols-2">
          {items.map((item) => {
            const id = `${idPrefix}-${item.id}`;
            return (
              <li key={item.id} className="flex min-h-8 items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={selected.includes(item.id)}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                />
                <label htmlFor={id} className="text-sm">
                  {item.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
