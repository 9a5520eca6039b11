"use client";
import { Field } from "./field";
import { controlClasses } from "./field-message";

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, className, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={Boolean(input.required)}>
      {(control) => <input {...control} className={controlClasses(error)} {...input} />}
    </Field>
  );
}
