// Demo support tickets with their follow-ups. The four demo logins below the admin each have
// active and closed tickets (the list's tabs, the update screen's two states), and a few other
// accounts have some so that the hierarchy's visibility shows: the reseller sees dealer_ny's,
// the manager bw_miami's, neither sees tvlink's or sky_dallas's.
import type { ticketDetails, tickets } from "../db/schema";
import { CLOSING_NOTE } from "../rules/tickets/write";
import { pastInstant } from "./history";
import type { Random } from "./random";

type TicketRow = typeof tickets.$inferInsert;
type DetailRow = Omit<typeof ticketDetails.$inferInsert, "ticketId">;

interface TicketSpec {
  owner: string;
  /** Who closed it; null while active. */
  closedBy: string | null;
  type: number;
  device: string;
  isp: string;
  /** 1 Yes, 2 No: the API never stores an unanswered 0. */
  tested: 1 | 2;
  description: string;
}

const TICKETS: TicketSpec[] = [
  {
    owner: "dealer",
    closedBy: null,
    type: 0,
    device: "MAG322",
    isp: "Comcast Xfinity",
    tested: 1,
    description: "Sports channels freeze every few minutes in the evening, other channels are fine.",
  },
  {
    owner: "dealer",
    closedBy: null,
    type: 4,
    device: "MAG420",
    isp: "AT&T Fiber",
    tested: 1,
    description: "Audio is out of sync by about two seconds on all HD channels.",
  },
  {
    owner: "dealer",
    closedBy: "admin",
    type: 1,
    device: "MAG254",
    isp: "Spectrum",
    tested: 2,
    description: "Channel 'Fox 5 NY' plays the Chicago feed instead of New York.",
  },
  {
    owner: "reseller",
    closedBy: null,
    type: 2,
    device: "MAG524",
    isp: "Bell Canada",
    tested: 1,
    description: "Customers ask for the TSN 1-5 channels in the Canada package.",
  },
  {
    owner: "reseller",
    closedBy: "reseller",
    type: 5,
    device: "Samsung Smart TV",
    isp: "Verizon Fios",
    tested: 2,
    description: "A customer cannot log in with the Ministra player after changing the router.",
  },
  {
    owner: "manager",
    closedBy: null,
    type: 3,
    device: "Firestick 4K",
    isp: "Rogers",
    tested: 2,
    description: "Please add the latest season of a popular series to the VOD section.",
  },
  {
    owner: "manager",
    closedBy: "admin",
    type: 0,
    device: "MAG349",
    isp: "Cox",
    tested: 1,
    description: "Latino package channels buffer constantly since yesterday.",
  },
  {
    owner: "bw_miami",
    closedBy: null,
    type: 4,
    device: "MAG256",
    isp: "Frontier",
    tested: 2,
    description: "No sound on the French channels, picture is fine.",
  },
  {
    owner: "sky_dallas",
    closedBy: "admin",
    type: 0,
    device: "MAG322",
    isp: "Charter",
    tested: 1,
    description: "The guide shows no programme information on the sports channels.",
  },
  { owner: "dealer_ny", closedBy: null, type: 1, device: "MAG424", isp: "Optimum", tested: 1, description: "ESPN 2 shows the ESPN feed since this morning." },
  { owner: "tvlink", closedBy: null, type: 2, device: "", isp: "", tested: 2, description: "Our customers would like the Italian RAI channels in HD." },
];

// A short exchange between head office support and the owner, in this order: one script for
// problems, one for requests (issue types 2 and 3, new channels and new titles).
type Script = [by: "support" | "owner", text: string][];
const PROBLEM_REPLIES: Script = [
  ["support", "Thanks for the details, we are looking into it. Does restarting the box help?"],
  ["owner", "Restarted it, still the same problem."],
  ["support", "The feed was replaced, please check again."],
];
const REQUEST_REPLIES: Script = [
  ["support", "Thanks, we passed the request on to the content team."],
  ["owner", "Any news on this? Customers keep asking."],
  ["support", "It is planned for the next line-up update."],
];

export function planTickets(random: Random, ids: Map<string, number>, now: Date): { ticket: TicketRow; details: DetailRow[] }[] {
  return TICKETS.map(({ owner, closedBy, ...fields }) => {
    const created = pastInstant(random, now, 40);
    let at = created.getTime();
    // Each entry comes some hours after the previous one, never after now.
    const later = (hours: number) => {
      at += hours * 3_600_000;
      return new Date(Math.min(at, now.getTime()));
    };
    const script = fields.type === 2 || fields.type === 3 ? REQUEST_REPLIES : PROBLEM_REPLIES;
    const details: DetailRow[] = script.slice(0, random.int(1, 3)).map(([by, description]) => ({
      description,
      createdBy: by === "support" ? "admin" : owner,
      status: 0,
      created: later(random.int(1, 30)),
    }));
    if (closedBy) details.push({ description: CLOSING_NOTE, createdBy: closedBy, status: 1, created: later(1) });
    const modified = details[details.length - 1].created!;
    return { ticket: { ...fields, accountId: ids.get(owner)!, status: closedBy ? 1 : 0, created, modified }, details };
  });
}
