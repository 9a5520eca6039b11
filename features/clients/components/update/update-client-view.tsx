"use client";
import { useOffers } from "@/components/shell/offer-context";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { valuesFromClient } from "@/features/clients/model/form-values";
import { clientHistoryKey, clientKey, useClient } from "@/features/clients/hooks/use-client";
import { useClientForm } from "@/features/clients/hooks/use-client-form";
import { CREDITS_KEY, useCredits } from "@/hooks/use-credits";
import { retrieveQuoteKey } from "@/features/clients/hooks/use-retrieve-quote";
import { settleMonths } from "@/features/clients/hooks/settle-months";
import type { Role } from "@/lib/roles";
import type { ClientDetail, Transaction } from "@/lib/schemas/client-detail";
import type { MonthsAnswer } from "@/lib/schemas/write-answer";
import { ChangePasswordCard } from "./change-password-card";
import { ClientSummaryCard } from "./client-summary-card";
import { DeviceInfoCard } from "./device-info-card";
import { MonthsActionCard } from "./months-action-card";
import { TransactionsCard } from "@/features/transactions";
import { UpdateClientForm } from "./update-client-form";

type Props = {
  role: Role;
  client: ClientDetail;
  history: Transaction[] | null;
  historyError: string | null;
  subs: number[];
  initialCredits: number | null;
};

/**
 * The update screen's cards: expiry and status, Renew and Retrieve first (on a phone too), then
 * the form (wide) beside the device and the spec's password change panel, then transactions.
 * Three columns from `xl` only: beside the drawer on a laptop a third is too narrow for the
 * device card's translated labels and values.
 * The spec fixes both the form's Months ('Add months') and the password panel, so both stay.
 * Renew and Retrieve show only where the backend offers the role the call (as the list's Renew).
 */
export function UpdateClientView({ role, client: initialClient, history, historyError, subs, initialCredits }: Props) {
  const name = initialClient.name;
  const { mutate } = useSWRConfig();
  const { data: client } = useClient(name, initialClient);
  const { credits } = useCredits(initialCredits);
  const form = useClientForm(role, "update", () => valuesFromClient(initialClient, subs));

  /** After a reset (the device card): the client, its transactions, the balance and the months paid for, read again. */
  const refresh = useCallback(
    () => Promise.all([mutate(clientKey(name)), mutate(clientHistoryKey(name)), mutate(CREDITS_KEY), mutate(retrieveQuoteKey(name))]).then(() => undefined),
    [mutate, name],
  );
  /** After a renew or retrieve: its answer's expiry in place, without reading the client again (the balance is useSubmit's). */
  const settle = useCallback((answer: MonthsAnswer) => settleMonths(mutate, name, answer), [mutate, name]);
  const actionProps = { name, expiry: client.expiry, unlimited: role === "admin", credits, onDone: settle };
  const offers = useOffers();

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
      <ClientSummaryCard client={client} />
      {offers("clients.renew") && <MonthsActionCard kind="renew" {...actionProps} />}
      {offers("clients.retrieve") && <MonthsActionCard kind="retrieve" {...actionProps} />}
      <UpdateClientForm
        className="xl:col-span-2"
        role={role}
        form={form}
        name={name}
        credits={credits}
        packagesForServer={(server) => (server === initialClient.server ? [...subs] : [])}
      />
      <div className="flex min-w-0 flex-col gap-6">
        <DeviceInfoCard client={client} onReset={refresh} />
        <ChangePasswordCard form={form} name={name} />
      </div>
      <TransactionsCard className="xl:col-span-3" name={name} path={clientHistoryKey(name)} initial={history} initialError={historyError} />
    </div>
  );
}
