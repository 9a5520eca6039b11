"use client";
import { useId } from "react";
import { controlClasses, FieldMessage, LABEL_CLASSES } from "./field-message";

type Props = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multiline input whose error is announced and tied to it with aria-describedby. */
export function TextareaField({ label, error, hint, className = "", rows = 3, ...textarea }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        className={`${controlClasses(error)} resize-y`}
        {...textarea}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
