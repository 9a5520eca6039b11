// Demo history around the accounts: credit transfers down the hierarchy (both sides of each),
// support tickets with their follow-ups, and the panel message.
import type { ledger, ticketDetails, tickets } from "../db/schema";
import { addDays, dayOf } from "../rules/dates";
import type { AccountSpec } from "./accounts";
import type { Random } from "./random";

type LedgerRow = typeof ledger.$inferInsert;

export const DEMO_PANEL_MESSAGE =
  "Scheduled maintenance on Sunday between 3:00 and 4:00 AM EST. COD 4K users may notice short interruptions.";

function pastInstant(random: Random, now: Date, maxDaysAgo: number): Date {
  const day = addDays(dayOf(now), -random.int(1, maxDaysAgo));
  return new Date(`${day}T${String(random.int(9, 20)).padStart(2, "0")}:${String(random.int(0, 59)).padStart(2, "0")}:00Z`);
}

/** Each account received credits from its parent a few times; some were taken back. */
export function planTransfers(random: Random, plan: AccountSpec[], ids: Map<string, number>, now: Date): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const account of plan) {
    if (!account.parent) continue;
    const parentId = ids.get(account.parent)!;
    const childId = ids.get(account.name)!;
    const amounts = account.role === "manager" ? [500, 1000, 2000, 2500] : account.role === "reseller" ? [100, 200, 300, 500] : [10, 20, 25, 50];
    for (let i = random.int(2, 5); i > 0; i--) {
      const credits = random.pick(amounts);
      const created = pastInstant(random, now, 300);
      const taken = random.chance(0.1);
      const description = taken ? "Correction" : random.pick(["Monthly top-up", "Prepaid", "Promo bonus", ""]);
      rows.push(
        { accountId: parentId, type: taken ? "REMOVE" : "ADD", login: account.name, credits, created, description },
        { accountId: childId, type: taken ? "REMOVED" : "RECEIVED", login: account.parent, credits, created, description },
      );
    }
  }
  return rows;
}

type TicketRow = typeof tickets.$inferInsert;
type DetailRow = Omit<typeof ticketDetails.$inferInsert, "ticketId">;

const TICKETS: [type: number, device: string, isp: string, tested: number, description: string][] = [
  [0, "MAG322", "Comcast Xfinity", 1, "Sports channels freeze every few minutes in the evening, other channels are fine."],
  [1, "MAG254", "Spectrum", 2, "Channel 'Fox 5 NY' plays the Chicago feed instead of New York."],
  [2, "MAG524", "Bell Canada", 1, "Customer asks for the TSN 1-5 channels in the Canada package."],
  [3, "Firestick 4K", "Rogers", 0, "Please add the latest season of a popular series to the VOD section."],
  [4, "MAG420", "AT&T Fiber", 1, "Audio is out of sync by about two seconds on all HD channels."],
  [5, "Samsung Smart TV", "Verizon Fios", 2, "Customer cannot log in with the Ministra player after changing the router."],
  [0, "MAG349", "Cox", 1, "Latino package channels buffer constantly since yesterday."],
  [4, "MAG256", "Frontier", 2, "No sound on the French channels, picture is fine."],
];

const REPLIES = [
  "We are looking into it, thanks for the details.",
  "Can you restart the box and try again?",
  "Restarted, still the same problem.",
  "The feed was replaced, please check again.",
];

/** A handful of tickets for the demo logins and a few others; some closed, each with follow-ups. */
export function planTickets(random: Random, ids: Map<string, number>, now: Date): { ticket: TicketRow; details: DetailRow[] }[] {
  const owners = ["dealer", "dealer", "dealer", "reseller", "reseller", "manager", "bw_miami", "sky_dallas", "dealer_ny", "tvlink"];
  return owners.map((owner, i) => {
    const [type, device, isp, tested, description] = TICKETS[i % TICKETS.length];
    const created = pastInstant(random, now, 40);
    const closed = i % 3 === 2;
    const details: DetailRow[] = [];
    let at = created.getTime();
    for (let n = random.int(1, 3); n > 0; n--) {
      at += random.int(1, 30) * 3_600_000;
      details.push({ description: REPLIES[(i + n) % REPLIES.length], createdBy: n % 2 ? "admin" : owner, status: 0, created: new Date(Math.min(at, now.getTime())) });
    }
    if (closed) {
      at += 3_600_000;
      details.push({ description: "Fixed, closing the ticket.", createdBy: "admin", status: 1, created: new Date(Math.min(at, now.getTime())) });
    }
    const modified = details[details.length - 1].created!;
    return { ticket: { accountId: ids.get(owner)!, status: closed ? 1 : 0, type, device, isp, tested, description, created, modified }, details };
  });
}
