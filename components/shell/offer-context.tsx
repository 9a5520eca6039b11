"use client";
import { createContext, useCallback, useContext, useMemo } from "react";
import type { Operation } from "@/lib/operations";

// Which operations the backend offers the signed-in role (lib/operations.ts `offers`), decided on
// the server by the panel's layout and handed to the client components that show or hide an
// action by it. Outside the panel's layout nothing is offered.

const OfferContext = createContext<ReadonlySet<Operation>>(new Set());

export function OfferProvider({ operations, children }: { operations: readonly Operation[]; children: React.ReactNode }) {
  const offered = useMemo(() => new Set(operations), [operations]);
  return <OfferContext.Provider value={offered}>{children}</OfferContext.Provider>;
}

/** `offers(op)`: may the signed-in role do this on this backend? */
export function useOffers(): (operation: Operation) => boolean {
  const offered = useContext(OfferContext);
  return useCallback((operation: Operation) => offered.has(operation), [offered]);
}
