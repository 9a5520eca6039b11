"use client";
import { IMaskInput } from "react-imask";
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
};

/** A labelled input under an imask pattern (react-imask: change comes through onAccept, not onChange). */
export function MaskedField({ label, mask, value, onValueChange, onBlur, error, hint, className, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <IMaskInput
          {...mask}
          {...control}
          value={value}
          unmask={false}
          onAccept={(masked, maskRef, event) => onValueChange(maskRef.unmaskedValue === "" ? "" : masked, event !== undefined)}
          onBlur={onBlur}
          className={controlClasses(error)}
          {...input}
        />
      )}
    </Field>
  );
}
