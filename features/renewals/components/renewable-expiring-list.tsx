"use client";
import { withBulkRenew } from "@/features/clients";
import { ExpiringList } from "./columns";

/** The worklist with row selection and bulk renew. */
export const RenewableExpiringList = withBulkRenew(ExpiringList, "expiring");
