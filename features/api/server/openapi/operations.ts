import "server-only";
import { z, type ZodType } from "zod";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { CLIENT_LIST, TICKET_LIST, TRANSACTION_LIST } from "@/lib/lists";
import { clientParams } from "@/features/clients/server";
import { addClientSchema, monthsActionSchema, serverQuerySchema } from "@/lib/schemas/client";
import { clientRowSchema } from "@/lib/schemas/client-list";
import { clientDetailSchema, packageListSchema, transactionSchema } from "@/lib/schemas/client-detail";
import { sendMessageSchema } from "@/lib/schemas/messaging";
import { addTicketSchema, ticketDetailSchema, ticketItemSchema, ticketParams, ticketSchema } from "@/lib/schemas/tickets";
import type { ApiScope } from "../../scopes";
import { operationParams } from "../routes/operation";
import { quoteQuerySchema } from "../routes/quote";

// The API's operations as the OpenAPI document describes them, with the very schemas their
// handlers parse (features/api/server/routes/*). tests/api/v1/openapi.test.ts checks this table
// against the routes found in app/api/v1: each route's methods, scope and Idempotency-Key.

export type ApiOperation = {
  method: "get" | "post" | "put" | "delete";
  path: string;
  operationId: string;
  summary: string;
  scope: ApiScope | readonly ApiScope[];
  /** Spends credits: an Idempotency-Key is required. */
  spends?: true;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  answer: ZodType;
};

const page = (row: ZodType) =>
  z.object({ rows: z.array(row), total: z.number().int(), totalPages: z.number().int(), counts: z.record(z.string(), z.number().int()) });
const balance = {
  balance: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The account's balance just after the spend; null for the admin (unlimited) or when it could not be read." }),
};
const named = z.object({ name: z.string() });
const monthsAnswer = z.object({ name: z.string(), months: z.number().int(), expiry: z.string().optional(), ...balance });
// The add form's body as an admin sends it (the broadest: a reseller and a dealer name the owners; other roles leave them out).
const addBody = addClientSchema({ role: "admin" });

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: "get",
    path: "/api/v1/clients",
    operationId: "listClients",
    summary: "List and search clients (paged)",
    scope: "clients:read",
    query: apiListQuerySchema(CLIENT_LIST),
    answer: page(clientRowSchema),
  },
  {
    method: "post",
    path: "/api/v1/clients",
    operationId: "addClient",
    summary: "Add a client (paid when months > 0)",
    scope: "clients:add",
    spends: true,
    body: addBody,
    answer: named.extend(balance),
  },
  {
    method: "get",
    path: "/api/v1/clients/{name}",
    operationId: "getClient",
    summary: "Read one client",
    scope: "clients:read",
    params: clientParams,
    answer: clientDetailSchema,
  },
  {
    method: "delete",
    path: "/api/v1/clients/{name}",
    operationId: "deleteClient",
    summary: "Delete an expired client",
    scope: "clients:delete",
    params: clientParams,
    answer: named,
  },
  {
    method: "post",
    path: "/api/v1/clients/{name}/renew",
    operationId: "renewClient",
    summary: "Renew a client (paid in credits)",
    scope: "clients:renew",
    spends: true,
    params: clientParams,
    body: monthsActionSchema,
    answer: monthsAnswer,
  },
  {
    method: "post",
    path: "/api/v1/clients/{name}/retrieve",
    operationId: "retrieveMonths",
    summary: "Take months back and refund their credits",
    scope: "clients:retrieve",
    spends: true,
    params: clientParams,
    body: monthsActionSchema,
    answer: monthsAnswer,
  },
  {
    method: "post",
    path: "/api/v1/clients/{name}/reset",
    operationId: "resetClient",
    summary: "Clear the client's device fields",
    scope: "clients:reset",
    params: clientParams,
    answer: named,
  },
  {
    method: "get",
    path: "/api/v1/clients/{name}/subpackages",
    operationId: "getSubpackages",
    summary: "The client's own package ids on a server",
    scope: "clients:read",
    params: clientParams,
    query: serverQuerySchema,
    answer: z.object({ subs: z.array(z.number().int()) }),
  },
  {
    method: "get",
    path: "/api/v1/packages",
    operationId: "listPackages",
    summary: "The server's packages and presets",
    scope: "clients:read",
    query: serverQuerySchema,
    answer: packageListSchema,
  },
  {
    method: "get",
    path: "/api/v1/credits",
    operationId: "getCredits",
    summary: "The account's balance (null: unlimited)",
    scope: ["clients:read", "transactions:read"],
    answer: z.object({ credits: z.number().int().nullable() }),
  },
  {
    method: "get",
    path: "/api/v1/quote",
    operationId: "quote",
    summary: "What an add or renew would cost, and the balance after",
    scope: ["clients:add", "clients:renew"],
    query: quoteQuerySchema,
    answer: z.object({
      action: z.enum(["add", "renew"]),
      months: z.number().int(),
      cost: z.number().int(),
      balance: z.number().int().nullable(),
      balanceAfter: z.number().int().nullable(),
      enough: z.boolean(),
    }),
  },
  {
    method: "post",
    path: "/api/v1/messages",
    operationId: "sendMessage",
    summary: "Message clients",
    scope: "messages:send",
    body: sendMessageSchema,
    answer: z.object({ count: z.number().int().optional(), dueAt: z.string().optional() }),
  },
  {
    method: "get",
    path: "/api/v1/tickets",
    operationId: "listTickets",
    summary: "List the account's tickets (paged)",
    scope: "tickets",
    query: apiListQuerySchema(TICKET_LIST),
    answer: page(ticketItemSchema),
  },
  {
    method: "post",
    path: "/api/v1/tickets",
    operationId: "openTicket",
    summary: "Open a ticket",
    scope: "tickets",
    body: addTicketSchema,
    answer: z.object({ id: z.number().int().optional() }),
  },
  {
    method: "get",
    path: "/api/v1/tickets/{id}",
    operationId: "getTicket",
    summary: "Read one ticket",
    scope: "tickets",
    params: ticketParams,
    answer: ticketSchema,
  },
  {
    method: "get",
    path: "/api/v1/tickets/{id}/details",
    operationId: "getTicketDetails",
    summary: "A ticket's follow-ups, oldest first",
    scope: "tickets",
    params: ticketParams,
    answer: z.object({ data: z.array(ticketDetailSchema) }),
  },
  {
    method: "get",
    path: "/api/v1/transactions",
    operationId: "listTransactions",
    summary: "The account's own ledger (paged)",
    scope: "transactions:read",
    query: apiListQuerySchema(TRANSACTION_LIST),
    answer: page(transactionSchema),
  },
  {
    method: "get",
    path: "/api/v1/operations/{key}",
    operationId: "getOperation",
    summary: "What became of a spend sent under an Idempotency-Key",
    scope: ["clients:add", "clients:renew", "clients:retrieve"],
    params: operationParams,
    answer: z.object({ key: z.string(), state: z.enum(["pending", "done", "unknown"]), since: z.string(), next: z.string() }),
  },
];
