"use client";
import { cn } from "@/lib/cn";
import { Field } from "./field";
import { controlClasses } from "./field-message";

type Props = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multiline input whose error is announced and tied to it with aria-describedby. */
export function TextareaField({ label, error, hint, className, rows = 3, ...textarea }: Props) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={Boolean(textarea.required)}>
      {(control) => <textarea {...control} rows={rows} className={cn(controlClasses(error), "resize-y")} {...textarea} />}
    </Field>
  );
}
