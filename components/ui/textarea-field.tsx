"use client";
import { cn } from "@/lib/cn";
import { Field } from "./field";
import { controlClasses } from "./field-message";

type Props = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/**
 * A labelled multiline input whose error is announced and tied to it with aria-describedby. Free
 * text takes its direction from its first letter (`dir="auto"`): English typed on an Arabic page
 * keeps its full stop at the end.
 */
export function TextareaField({ label, error, hint, className, rows = 3, ...textarea }: Props) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={Boolean(textarea.required)}>
      {(control) => <textarea {...control} dir="auto" rows={rows} className={cn(controlClasses(error), "resize-y")} {...textarea} />}
    </Field>
  );
}
