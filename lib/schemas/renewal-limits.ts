// Bulk renew's limit and its texts, apart from the zod schemas in ./renewals: the client lists'
// selection bar shows them on every list, and importing them must not bring zod into a list
// page's first load (the schemas are needed only once a renewal is sent or answered).

/** The upstream renews at most this many clients per request. */
export const MAX_BULK_RENEW = 1000;

export const RENEW_TEXTS = {
  none: "Please select at least one client",
  tooMany: `At most ${MAX_BULK_RENEW.toLocaleString("en-US")} clients per renewal: narrow the search or the tab`,
} as const;
