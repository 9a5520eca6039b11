// The demo data: the reference's four demo logins, a small hierarchy around them, ~40 clients,
// a few ledger rows, three tickets and a panel message. Dates are relative to today (UTC).
import { addDays, stampAgo, today } from "./dates";
import { seedClients } from "./seed-clients";
import { fillLedger } from "./seed-ledger";
import type { Account, Role, State } from "./types";

const ACCOUNTS: Array<[string, Role, string, string | null, number | null, string]> = [
  ["admin", "admin", "admin1234", null, null, "The business"],
  ["manager", "manager", "manager1234", "admin", 500, "Main super reseller"],
  ["novamedia", "manager", "demo1234", "admin", 50, "Second super reseller"],
  ["reseller", "reseller", "reseller1234", "manager", 300, "Demo reseller"],
  ["bluewave", "reseller", "demo1234", "manager", 50, "Bluewave IPTV"],
  ["tvlink", "reseller", "demo1234", "novamedia", 50, "TV Link"],
  ["dealer", "dealer", "dealer1234", "reseller", 200, "Demo dealer"],
  ["dealer_ny", "dealer", "demo1234", "reseller", 50, "New York shop"],
  ["bw_miami", "dealer", "demo1234", "bluewave", 50, "Miami shop"],
  ["tv_dallas", "dealer", "demo1234", "tvlink", 50, "Dallas shop"],
];

/** `clients`: how many clients in all (the extra ones the demo dealer's); the demo's 40 by default. `ledger`: the demo dealer's ledger rows (./seed-ledger.ts). */
export function seed(clients?: number, ledger?: number): State {
  const s: State = {
    accounts: new Map(),
    clients: new Map(),
    ledger: [],
    tickets: [],
    details: [],
    outbox: [],
    panelMessage: "Welcome! Server maintenance on Sunday 02:00-03:00 UTC; renewals stay available.",
    nextTicketId: 1,
    nextDetailId: 1,
  };
  ACCOUNTS.forEach(([name, role, password, parent, credits, description], i) => {
    const account: Account = { name, role, password, parent, credits, description, created: stampAgo(400 - i * 20) };
    s.accounts.set(name, account);
  });
  for (const c of seedClients(clients)) s.clients.set(c.name, c);
  seedLedger(s);
  if (ledger) fillLedger(s, "dealer", ledger);
  seedTickets(s);
  return s;
}

function seedLedger(s: State): void {
  const row = (account: string, days: number, type: string, login: string, credits: number, expiry: string | null, description: string) =>
    s.ledger.push({ account, client: expiry ? login : null, created: stampAgo(days), type, login, credits, expiry, description });
  row("admin", 120, "ADD", "manager", 800, null, "Credits added");
  row("manager", 120, "RECEIVED", "admin", 800, null, "Credits added");
  row("manager", 100, "ADD", "reseller", 300, null, "Credits added");
  row("reseller", 100, "RECEIVED", "manager", 300, null, "Credits added");
  row("reseller", 90, "ADD", "dealer", 250, null, "Credits added");
  row("dealer", 90, "RECEIVED", "reseller", 250, null, "Credits added");
  const mine = [...s.clients.values()].filter((c) => c.dealer === "dealer").slice(0, 6);
  mine.forEach((c, i) => row("dealer", 60 - i * 7, "NEW CLIENT", c.name, 3, addDays(today(), 30 + i), "3 months"));
  row("dealer", 10, "RENEW", mine[1].name, 6, mine[1].expiry, "6 months");
  row("dealer", 5, "RETRIEVED", mine[2].name, 1, mine[2].expiry, "1 month");
}

function seedTickets(s: State): void {
  const ticket = (name: string, status: number, type: number, device: string, isp: string, tested: number, description: string, days: number) => {
    const t = { id: s.nextTicketId++, name, status, type, device, isp, description, tested, created: stampAgo(days), modified: stampAgo(days - 1) };
    s.tickets.push(t);
    return t;
  };
  const detail = (ticket: number, createdBy: string, description: string, days: number, status = 0) =>
    s.details.push({ id: s.nextDetailId++, ticket, description, status, createdBy, created: stampAgo(days) });
  const a = ticket("dealer", 0, 4, "MAG322", "Spectrum", 2, "No sound on the sports channels since this morning.", 3);
  detail(a.id, "dealer", "It happens on every sports channel, the others are fine.", 3);
  detail(a.id, "admin", "We are looking into it, thank you for the report.", 2);
  const b = ticket("reseller", 1, 1, "Firestick", "Comcast", 1, "Channel 42 shows the wrong programme.", 9);
  detail(b.id, "admin", "The mapping is fixed now.", 8);
  detail(b.id, "admin", "Issue resolved", 8, 1);
  const c = ticket("dealer_ny", 0, 2, "", "", 1, "Please add the new Portuguese sports channel.", 1);
  detail(c.id, "dealer_ny", "Customers keep asking for it.", 1);
}
