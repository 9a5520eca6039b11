"use client";
import { withBulkRenew } from "@/features/clients/components/renew/with-bulk-renew";
import { ClientList } from "./columns";

/** Manage Clients with row selection and bulk renew. */
export const RenewableClientList = withBulkRenew(ClientList, "clients");
