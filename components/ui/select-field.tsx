"use client";
import { useId } from "react";
import { controlClasses, FieldMessage, LABEL_CLASSES } from "./field-message";

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
export function SelectField({ label, options, placeholder, error, hint, className = "", ...select }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={messageId} className={controlClasses(error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
