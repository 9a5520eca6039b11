"use client";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { FieldMessage } from "./field-message";

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled checkbox with the same message line as the other fields. */
export function CheckboxField({ label, error, hint, className, ...input }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex min-h-10 items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className="size-5 rounded border-slate-400 accent-primary"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
