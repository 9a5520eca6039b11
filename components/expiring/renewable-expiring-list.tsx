"use client";
import { withBulkRenew } from "@/components/renewals/with-bulk-renew";
import { ExpiringList } from "./columns";

/** The worklist with row selection and bulk renew. */
export const RenewableExpiringList = withBulkRenew(ExpiringList, "expiring");
