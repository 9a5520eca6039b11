// The demo hierarchy: the four documented logins plus the accounts around them. Big seeds add
// more dealers so that no dealer carries an unbelievable number of clients.
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/connect";
import { accounts, type Role } from "../db/schema";
import { addDays } from "../rules/dates";
import type { Random } from "./random";

export interface AccountSpec {
  name: string;
  password: string;
  role: Role;
  parent: string | null;
  credits: number;
  description: string;
}

/** Every other demo account signs in with this password (README). */
export const DEMO_PASSWORD = "demo1234";

const DEMO_LOGINS: AccountSpec[] = [
  { name: "admin", password: "admin1234", role: "admin", parent: null, credits: 0, description: "Head office" },
  { name: "manager", password: "manager1234", role: "manager", parent: "admin", credits: 2000, description: "Demo super reseller" },
  { name: "reseller", password: "reseller1234", role: "reseller", parent: "manager", credits: 300, description: "Demo reseller" },
  { name: "dealer", password: "dealer1234", role: "dealer", parent: "reseller", credits: 50, description: "Demo dealer" },
];

// [name, role, parent, description]
const SURROUNDINGS: [string, Role, string, string][] = [
  ["novamedia", "manager", "admin", "Nova Media Group - East region"],
  ["atlas_iptv", "manager", "admin", "Atlas IPTV - West region"],
  ["bluewave", "reseller", "manager", "Bluewave Communications"],
  ["streamhub", "reseller", "manager", "StreamHub Canada"],
  ["tvlink", "reseller", "novamedia", "TVLink Distribution"],
  ["maxview", "reseller", "novamedia", "MaxView Electronics"],
  ["skyline_tv", "reseller", "atlas_iptv", "Skyline TV Texas"],
  ["directsales", "reseller", "admin", "Head office direct sales"],
  ["dealer_ny", "dealer", "reseller", "Brooklyn satellite shop"],
  ["quickstream", "dealer", "reseller", "QuickStream Queens"],
  ["bw_miami", "dealer", "bluewave", "Miami store"],
  ["bw_tampa", "dealer", "bluewave", "Tampa store"],
  ["hub_toronto", "dealer", "streamhub", "Toronto kiosk"],
  ["tvlink_east", "dealer", "tvlink", "TVLink East"],
  ["maxview_la", "dealer", "maxview", "MaxView Los Angeles"],
  ["sky_dallas", "dealer", "skyline_tv", "Dallas counter"],
  ["sky_austin", "dealer", "skyline_tv", "Austin counter"],
  ["direct_shop", "dealer", "directsales", "Head office walk-in shop"],
];

const BALANCE: Record<Role, [number, number]> = {
  admin: [0, 0],
  manager: [800, 5000],
  reseller: [100, 900],
  dealer: [0, 120],
};

export function planAccounts(random: Random, clientCount: number): AccountSpec[] {
  const plan = [...DEMO_LOGINS];
  for (const [name, role, parent, description] of SURROUNDINGS) {
    plan.push({ name, role, parent, description, password: DEMO_PASSWORD, credits: random.int(...BALANCE[role]) });
  }
  // About one dealer per 400 clients; the extras hang off the resellers in turn.
  const resellers = plan.filter((a) => a.role === "reseller").map((a) => a.name);
  const dealers = plan.filter((a) => a.role === "dealer").length;
  for (let i = 1; i <= Math.ceil(clientCount / 400) - dealers; i++) {
    const name = `dealer_${String(i).padStart(4, "0")}`;
    const parent = resellers[i % resellers.length];
    plan.push({ name, role: "dealer", parent, description: `Outlet ${i}`, password: DEMO_PASSWORD, credits: random.int(...BALANCE.dealer) });
  }
  return plan;
}

/** Inserts the plan (parents first) and returns the id of every account by name. */
export async function insertAccounts(db: Db, plan: AccountSpec[], random: Random, today: string): Promise<Map<string, number>> {
  // One hash per distinct password: a big seed has a hundred dealers sharing the published
  // demo password, and scrypt is deliberately slow. Accounts created through the API each get
  // their own salt.
  const distinct = [...new Set(plan.map((a) => a.password))];
  const hashed = new Map(await Promise.all(distinct.map(async (p) => [p, await hashPassword(p)] as const)));
  const ids = new Map<string, number>();
  for (const spec of plan) {
    const created = new Date(`${addDays(today, -random.int(420, 720))}T${String(random.int(8, 18)).padStart(2, "0")}:15:00Z`);
    const [row] = await db
      .insert(accounts)
      .values({
        name: spec.name,
        passwordHash: hashed.get(spec.password)!,
        role: spec.role,
        parentId: spec.parent ? ids.get(spec.parent) : null,
        credits: spec.credits,
        description: spec.description,
        created,
      })
      .returning({ id: accounts.id });
    ids.set(spec.name, row.id);
  }
  return ids;
}
