"use client";
// The words the screen shows for an event type, a delivery's status and why it failed, each key
// written out so a missing one is a compile error.
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DeliveryProblem, DeliveryStatus, EventType } from "../schemas";

const EVENT_KEYS = {
  "client.added": "events.clientAdded",
  "client.renewed": "events.clientRenewed",
  "client.expiring": "events.clientExpiring",
  "client.expired": "events.clientExpired",
  "credits.low": "events.creditsLow",
  "ticket.answered": "events.ticketAnswered",
} as const satisfies Record<EventType, string>;

const STATUS_KEYS = {
  pending: "status.pending",
  sending: "status.sending",
  delivered: "status.delivered",
  failed: "status.failed",
} as const satisfies Record<DeliveryStatus, string>;

const PROBLEM_KEYS = {
  address: "problem.address",
  timeout: "problem.timeout",
  tooLarge: "problem.tooLarge",
  http: "problem.http",
  network: "problem.network",
} as const satisfies Record<DeliveryProblem, string>;

export function useLabels() {
  const t = useTranslations("webhooks");
  return useMemo(
    () => ({
      event: (type: EventType) => t(EVENT_KEYS[type]),
      status: (status: DeliveryStatus) => t(STATUS_KEYS[status]),
      problem: (problem: DeliveryProblem) => t(PROBLEM_KEYS[problem]),
    }),
    [t],
  );
}
