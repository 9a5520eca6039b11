"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import { ticketDetailsPath } from "@/features/tickets/browser/support-writes";
import type { TicketDetail } from "@/lib/schemas/tickets";

/**
 * A ticket's follow-ups, GET /api/tickets/:id/details. A write to the same address (adding one,
 * through useSubmit) revalidates it, so the thread reloads as soon as the upstream has answered.
 */
export const ticketDetailsKey = ticketDetailsPath;

/** The thread, starting from what the server page loaded. */
export function useTicketDetails(id: number, initial: TicketDetail[] | null) {
  const { data, error, isLoading } = useSWR<{ data: TicketDetail[] }>(ticketDetailsKey(id), swrFetcher, {
    fallbackData: initial ? { data: initial } : undefined,
    // A cached copy from an earlier visit would win over the server's fresh one: ask again.
    revalidateOnMount: true,
  });
  return { data: data?.data, loading: isLoading, error: error instanceof Error ? error : undefined };
}
