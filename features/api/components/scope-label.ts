"use client";
// Each scope's words on the screen, in the reader's language.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { ApiScope } from "../scopes";

const KEYS = {
  "clients:read": "scope.clientsRead",
  "clients:add": "scope.clientsAdd",
  "clients:renew": "scope.clientsRenew",
  "clients:retrieve": "scope.clientsRetrieve",
  "clients:reset": "scope.clientsReset",
  "clients:delete": "scope.clientsDelete",
  "messages:send": "scope.messagesSend",
  tickets: "scope.tickets",
  "transactions:read": "scope.transactionsRead",
} as const satisfies Record<ApiScope, string>;

export function useScopeLabel(): (scope: string) => string {
  const t = useTranslations("apiKeys");
  return useCallback((scope: string) => (scope in KEYS ? t(KEYS[scope as ApiScope]) : scope), [t]);
}
