"use client";
import { useCallback, useMemo, useState } from "react";
import type { ClientFormValues } from "@/components/clients/form/form-values";
import type { Role } from "@/lib/roles";
import { addClientSchema, fieldErrors, updateClientSchema } from "@/lib/schemas/client";
import { usePackages } from "./use-packages";

type Field = keyof ClientFormValues;

/**
 * The add or update form's state, checked on every change against the same zod schema the
 * BFF uses, so the messages match. The server's package list comes along because the custom
 * package rule needs it. A field's error shows once it was edited or left, or after a submit.
 */
export function useClientForm(role: Role, mode: "add" | "update", initial: ClientFormValues | (() => ClientFormValues)) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const packages = usePackages(values.server);
  const packageIds = useMemo(() => packages.data?.packages.map((item) => item.id), [packages.data]);
  const schema = useMemo(
    () => (mode === "add" ? addClientSchema : updateClientSchema)({ role, availablePackageIds: packageIds }),
    [mode, role, packageIds],
  );
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo<Partial<Record<Field, string>>>(() => (result.success ? {} : fieldErrors(result.error)), [result]);

  const touch = useCallback((field: Field) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  /** A user's edit of one field: stores it and marks the field touched. */
  const change = useCallback(
    <K extends Field>(field: K, value: ClientFormValues[K]) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      touch(field);
    },
    [touch],
  );

  /** Values the form sets itself (a dealer reset, a mask's reformatting): not marked touched. */
  const patch = useCallback((next: Partial<ClientFormValues>) => setValues((previous) => ({ ...previous, ...next })), []);

  const errorFor = useCallback(
    (field: Field): string | undefined => (submitted || touched.has(field) ? errors[field] : undefined),
    [errors, submitted, touched],
  );

  return {
    values,
    change,
    patch,
    touch,
    errorFor,
    /** Every current error, shown or not. */
    errors,
    valid: result.success,
    markSubmitted: useCallback(() => setSubmitted(true), []),
    packages,
    /** The schema in force, for panels that save the form with one value changed. */
    schema,
  };
}

export type ClientForm = ReturnType<typeof useClientForm>;
