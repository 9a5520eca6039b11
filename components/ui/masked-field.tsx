"use client";
import { IMaskInput } from "react-imask";
import { cn } from "@/lib/cn";
import { Field } from "./field";
import { controlClasses } from "./field-message";

/** A pattern mask as imask takes it, e.g. { mask: "(#00) 000-0000", definitions: { "#": /[1-9]/ } }. */
export type PatternMask = {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (chars: string) => string;
};

type Props = {
  label: string;
  mask: PatternMask;
  value: string;
  /**
   * The masked text, or "" when nothing but the mask's fixed characters is left.
   * `typed` is false when the mask itself reformatted a value set from outside.
   */
  onValueChange: (value: string, typed: boolean) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  name?: string;
  className?: string;
  /** Fixed text shown before the input and not typed, e.g. the MAC prefix 00:1A:79: where it cannot change; `value` excludes it. */
  prefix?: string;
  required?: boolean;
  /** A paste read as a whole before the mask sees it (e.g. a full MAC in a field after a fixed prefix). */
  onPaste?: React.ClipboardEventHandler<HTMLInputElement>;
};

/** A labelled input under an imask pattern (react-imask: change comes through onAccept, not onChange). */
export function MaskedField({ label, mask, value, onValueChange, onBlur, error, hint, className, prefix, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={input.required}>
      {(control) => {
        const field = (
          <IMaskInput
            {...mask}
            {...control}
            value={value}
            unmask={false}
            onAccept={(masked, maskRef, event) => onValueChange(maskRef.unmaskedValue === "" ? "" : masked, event !== undefined)}
            onBlur={onBlur}
            className={cn(controlClasses(error), prefix && "rounded-s-none")}
            // MACs and phone numbers read left to right in every language.
            dir="ltr"
            {...input}
          />
        );
        if (!prefix) return field;
        return (
          <div dir="ltr" className="flex">
            <span className="inline-flex items-center rounded-s border border-e-0 border-slate-300 bg-slate-100 px-3 font-mono text-base text-slate-700">
              {prefix}
            </span>
            {field}
          </div>
        );
      }}
    </Field>
  );
}
