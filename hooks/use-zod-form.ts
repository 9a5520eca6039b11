"use client";
import { useCallback, useMemo, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@/lib/schemas/errors";
import { useFormGuard } from "./use-form-guard";

/**
 * A form's values and which fields the user has been at; validation is added by useZodValidation.
 * Every form built on it is under the panel's unsaved-changes guard (useFormGuard).
 */
export function useFormState<V extends object>(initial: V | (() => V)) {
  const [start] = useState(initial);
  const [values, setValues] = useState(start);
  // What the server holds: the form is dirty where an edited field differs from it.
  const [baseline, setBaseline] = useState(start);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [edited, setEdited] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const touch = useCallback((field: keyof V) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  /** A user's edit of one field: stores it and marks the field touched. */
  const change = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      setEdited((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
      touch(field);
    },
    [touch],
  );

  /** Values the form sets itself (a dependent reset, a mask's reformatting): not marked touched. */
  const patch = useCallback((next: Partial<V>) => setValues((previous) => ({ ...previous, ...next })), []);

  /** After a success the form starts over: nothing is touched, nothing submitted, nothing unsaved. */
  const reset = useCallback((next: V) => {
    setValues(next);
    setBaseline(next);
    setTouched(new Set());
    setEdited(new Set());
    setSubmitted(false);
  }, []);

  /** Some fields were saved by another card (the client's password card saves the whole client): they are no longer unsaved. */
  const settle = useCallback((saved: Partial<V>) => {
    setValues((previous) => ({ ...previous, ...saved }));
    setBaseline((previous) => ({ ...previous, ...saved }));
  }, []);

  /** Input kept when the session ended, put back as the user's own edits (so it shows its errors and stays guarded). */
  const restore = useCallback((fields: Partial<V>) => {
    const names = Object.keys(fields) as (keyof V)[];
    setValues((previous) => ({ ...previous, ...fields }));
    setEdited((previous) => new Set([...previous, ...names]));
    setTouched((previous) => new Set([...previous, ...names]));
  }, []);

  useFormGuard({ values, baseline, edited, restore });

  return { values, change, patch, touch, touched, submitted, markSubmitted: useCallback(() => setSubmitted(true), []), reset, settle };
}

type FormState<V extends object> = ReturnType<typeof useFormState<V>>;

/** The reason standing for the messages already shown under their fields. */
export const SHOWN_ERRORS = "Correct the marked fields above";

/**
 * The state checked on every change against a zod schema, the same one the BFF parses with, so the
 * messages match. A field's error shows once it was edited or left, or after a submit.
 */
export function useZodValidation<V extends object, S extends z.ZodType>(schema: S, state: FormState<V>) {
  const { values, touched, submitted, change, touch, markSubmitted } = state;
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo<Partial<Record<keyof V, string>>>(
    () => (result.success ? {} : (fieldErrors(result.error) as Partial<Record<keyof V, string>>)),
    [result],
  );
  const errorFor = useCallback(
    (field: keyof V): string | undefined => (submitted || touched.has(field) ? errors[field] : undefined),
    [errors, submitted, touched],
  );

  /**
   * Why the submit button waits, to show beside it: the rules of fields that do not show their
   * message yet (not visited), and a pointer to those that do, so no message is said twice.
   * `fields` limits it to the rules that disable the button (others may be reported on submit).
   */
  const reasons = useCallback(
    (fields?: readonly (keyof V)[]): string[] => {
      const open = (Object.keys(errors) as (keyof V)[]).filter((field) => !fields || fields.includes(field));
      const hidden = open.filter((field) => errorFor(field) === undefined).map((field) => errors[field]!);
      return open.length > hidden.length ? [SHOWN_ERRORS, ...hidden] : hidden;
    },
    [errors, errorFor],
  );

  /** Everything a text-like field needs: `<TextField label="Login" {...form.bind("login")} />`. */
  const bind = useCallback(
    <K extends keyof V & string>(field: K) => ({
      name: field,
      value: values[field] as string,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(field, event.target.value as V[K]),
      onBlur: () => touch(field),
      error: errorFor(field),
    }),
    [values, change, touch, errorFor],
  );

  /**
   * The form's onSubmit: shows every field's error, and sends the parsed values only when the
   * schema accepts them (`extra` may hold the submit back, e.g. while the balance is too low).
   */
  const handleSubmit = useCallback(
    (send: (data: z.output<S>) => void, extra = true) =>
      (event: React.FormEvent) => {
        event.preventDefault();
        markSubmitted();
        if (result.success && extra) send(result.data);
      },
    [result, markSubmitted],
  );

  return { errors, errorFor, reasons, bind, handleSubmit, valid: result.success, schema };
}

/** A form over one zod schema: values, change, blur, errors and `bind(field)` for text fields. */
export function useZodForm<S extends z.ZodType, V extends object>(schema: S, initial: V | (() => V)) {
  const state = useFormState(initial);
  return { ...state, ...useZodValidation(schema, state) };
}
