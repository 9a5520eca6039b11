"use client";
import { useId } from "react";
import { clsx } from "clsx";
import { FieldMessage, LABEL_CLASSES } from "./field-message";

/** What a control needs to be named by its label and described by its message line. */
export type ControlProps = { id: string; "aria-describedby": string; "aria-invalid": true | undefined };

type Props = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Marks the label with an asterisk; the control itself carries `required` for assistive technology. */
  required?: boolean;
  children: (control: ControlProps) => React.ReactNode;
};

/** A label, the control it names, and the announced message line under it, wired by ids. */
export function Field({ label, error, hint, className, required = false, children }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    // Joined (lib/cn.ts): callers only place the field
    // (a margin, a grid span, a width, flex-1), never override the column's own classes.
    <div className={clsx("flex flex-col gap-1", className)}>
      {/* The asterisk sits outside the label, so the field's name stays its label alone. */}
      <div className="flex gap-1">
        <label htmlFor={id} className={LABEL_CLASSES}>
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-danger">
            *
          </span>
        )}
      </div>
      {children({ id, "aria-describedby": messageId, "aria-invalid": error ? true : undefined })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
