"use client";
import { useMemo } from "react";
import type { ClientFormValues } from "@/features/clients/model/form-values";
import type { Role } from "@/lib/roles";
import { addClientSchema, updateClientSchema } from "@/lib/schemas/client";
import { usePackages } from "./use-packages";
import { useFormState, useZodValidation } from "@/hooks/use-zod-form";

/**
 * The add or update client form: the generic zod form, with the server's package list alongside
 * because the custom package rule needs it (and it changes with the chosen server).
 */
export function useClientForm(role: Role, mode: "add" | "update", initial: ClientFormValues | (() => ClientFormValues)) {
  const state = useFormState(initial);
  const packages = usePackages(state.values.server);
  const packageIds = useMemo(() => packages.data?.packages.map((item) => item.id), [packages.data]);
  const schema = useMemo(() => (mode === "add" ? addClientSchema : updateClientSchema)({ role, availablePackageIds: packageIds }), [mode, role, packageIds]);
  return { ...state, ...useZodValidation(schema, state), packages };
}

export type ClientForm = ReturnType<typeof useClientForm>;
