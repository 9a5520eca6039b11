"use client";
import { Field } from "./field";
import { controlClasses } from "./field-message";

export type SelectOption = { value: string | number; label: string };

type Props = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> & {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select Dealer'. */
  placeholder?: string;
  error?: string;
  hint?: string;
};

/** A labelled native select: keyboard and mobile friendly, found by its label. */
export function SelectField({ label, options, placeholder, error, hint, className, ...select }: Props) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={Boolean(select.required)}>
      {(control) => (
        <select {...control} className={controlClasses(error)} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
