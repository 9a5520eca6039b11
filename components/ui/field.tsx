"use client";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { FieldMessage, LABEL_CLASSES } from "./field-message";

/** What a control needs to be named by its label and described by its message line. */
export type ControlProps = { id: string; "aria-describedby": string; "aria-invalid": true | undefined };

type Props = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
};

/** A label, the control it names, and the announced message line under it, wired by ids. */
export function Field({ label, error, hint, className, children }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      {children({ id, "aria-describedby": messageId, "aria-invalid": error ? true : undefined })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
