"use client";
import { useId } from "react";

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, className = "", ...input }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={`rounded border bg-white px-3 py-2 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 ${
          error ? "border-danger" : "border-slate-300"
        }`}
        {...input}
      />
      <p id={messageId} aria-live="polite" className={`min-h-4 text-xs ${error ? "text-danger" : "text-slate-500"}`}>
        {message}
      </p>
    </div>
  );
}
