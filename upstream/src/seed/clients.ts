// Demo clients with their purchase history: active, expired and trial subscriptions, Ministra
// players, devices that were seen recently, package choices from each server's catalog.
import type { clients, ledger } from "../db/schema";
import { TRIAL_DAYS } from "../rules/clients/write";
import { monthsLabel } from "../rules/credits";
import { addDays, addMonths, dayOf, maxDay } from "../rules/dates";
import { descriptionFor, fullName, loginFor, passwordFor, phoneFor, STB_MODELS } from "./people";
import type { Random } from "./random";

export type ClientRow = typeof clients.$inferInsert;
export type HistoryRow = Pick<typeof ledger.$inferInsert, "type" | "credits" | "expiry" | "created" | "description">;

export interface Catalog {
  /** Per server: the named presets other than 3, 7 and 8, and every package id. */
  languagePresets: Map<number, number[]>;
  packageIds: Map<number, number[]>;
}

export interface ClientPlanInput {
  count: number;
  dealerIds: number[];
  /** The demo dealer receives the first `demoQuota` clients so its screens look lived in. */
  demoDealerId: number;
  demoQuota: number;
  catalog: Catalog;
  now: Date;
}

const HOUR = 3_600_000;
// A Ministra player without a box: the same keys as device() so that bulk rows stay uniform.
const NO_DEVICE = { stbType: null, version: null, stbSn: null, online: false, lastActive: null };

/** Some time of business hours on `day`, but never after `now`. */
function at(day: string, random: Random, now: Date): Date {
  const time = Date.parse(`${day}T${String(random.int(8, 21)).padStart(2, "0")}:${String(random.int(0, 59)).padStart(2, "0")}:00Z`);
  return new Date(Math.min(time, now.getTime()));
}

/** A subscription: when it was bought, each renewal, and the expiry it reached. */
function subscription(random: Random, now: Date, kind: "active" | "expired" | "trial") {
  const today = dayOf(now);
  if (kind === "trial" || (kind === "expired" && random.chance(0.25))) {
    const created = kind === "trial" ? new Date(now.getTime() - random.int(0, 47) * HOUR) : at(addDays(today, -random.int(3, 300)), random, now);
    const expiry = addDays(dayOf(created), TRIAL_DAYS);
    return { created, expiry, trial: true, history: [{ type: "NEW CLIENT", credits: 0, expiry, created, description: monthsLabel(0) }] as HistoryRow[] };
  }
  const months = random.weighted([
    [1, 3],
    [3, 4],
    [6, 2],
    [12, 2],
  ] as const);
  // Active ones were bought up to 18 months ago and renewed until they reach today; expired
  // ones stopped renewing at some point before today.
  const firstDay = kind === "active" ? addDays(today, -random.int(0, 540)) : addDays(addMonths(today, -months), -random.int(1, 500));
  const history: HistoryRow[] = [];
  let expiry = firstDay;
  const buy = (day: string) => {
    expiry = addMonths(expiry, months);
    history.push({
      type: history.length === 0 ? "NEW CLIENT" : "RENEW",
      credits: months,
      expiry,
      created: at(day, random, now),
      description: monthsLabel(months),
    });
  };
  buy(firstDay);
  // Renewals happen a few days before the running expiry.
  const renewDay = () => maxDay(addDays(expiry, -random.int(0, 4)), firstDay);
  if (kind === "active") {
    while (expiry < today) buy(renewDay());
  } else {
    while (random.chance(0.5) && addMonths(expiry, months) < today) buy(renewDay());
  }
  return { created: history[0].created!, expiry, trial: false, history };
}

function device(random: Random, now: Date, activeNow: boolean, expiry: string) {
  const [stbType, version] = random.pick(STB_MODELS);
  const online = activeNow && random.chance(0.35);
  const lastActive = online
    ? new Date(now.getTime() - random.int(0, 600) * 1000)
    : activeNow
      ? new Date(now.getTime() - random.int(1, 14 * 24) * HOUR)
      : at(addDays(expiry, random.int(0, 3)), random, now);
  const serial = `${random.int(15, 24)}${String(random.int(1, 12)).padStart(2, "0")}${random.pick(["N", "K", "Z"])}${random.digits(6)}`;
  return { stbType, version, stbSn: serial, online, lastActive };
}

function packageChoice(random: Random, catalog: Catalog, server: number) {
  const choice = random.weighted([
    [8, 40],
    [7, 20],
    [3, 8],
    [0, 32],
  ] as const);
  if (choice === 0) return { packageSelection: random.pick(catalog.languagePresets.get(server)!), packages: [] };
  if (choice !== 3) return { packageSelection: choice, packages: [] };
  // Custom: some but never all of the server's packages.
  const all = catalog.packageIds.get(server)!;
  const packages = all.filter(() => random.chance(0.45)).slice(0, all.length - 1);
  return { packageSelection: 3, packages: packages.length > 0 ? packages : [all[0]] };
}

export function planClients(random: Random, input: ClientPlanInput): { row: ClientRow; history: HistoryRow[] }[] {
  const { now, catalog } = input;
  const today = dayOf(now);
  const names = new Set<string>();
  const macs = new Set<string>();
  const others = input.dealerIds.filter((id) => id !== input.demoDealerId);
  const plans = [];
  for (let i = 0; i < input.count; i++) {
    const person = fullName(random);
    let name = loginFor(random, person);
    while (names.has(name)) name = loginFor(random, person);
    names.add(name);

    const kind = random.weighted([
      ["active", 62],
      ["expired", 31],
      ["trial", 7],
    ] as const);
    const sub = subscription(random, now, kind);
    const activeNow = sub.expiry >= today;
    const ministra = random.chance(0.1);
    let mac: string | null = null;
    if (!ministra || random.chance(0.5)) {
      do mac = `00:1A:79:${random.hex(3)}`;
      while (macs.has(mac));
      macs.add(mac);
    }
    const server = random.weighted([
      [0, 70],
      [1, 20],
      [2, 10],
    ] as const);
    const lastChange = sub.history[sub.history.length - 1].created!;
    plans.push({
      row: {
        name,
        password: passwordFor(random),
        description: descriptionFor(random, person),
        mac,
        ministra,
        status: random.chance(0.95),
        expiry: sub.expiry,
        lastUpdated: lastChange,
        ...(mac ? device(random, now, activeNow, sub.expiry) : NO_DEVICE),
        phone: phoneFor(random),
        theme: random.weighted([
          ["classic", 8],
          ["digital", 1],
          ["ocean_blue", 1],
        ] as const),
        server,
        ...packageChoice(random, catalog, server),
        dealerId: i < input.demoQuota ? input.demoDealerId : random.pick(others),
        created: sub.created,
        trial: sub.trial,
      },
      history: sub.history,
    });
  }
  if (input.demoQuota > 0) plans.push(expiringSoon(input.demoDealerId, today, now));
  return plans;
}

/**
 * One demo client of the demo dealer always expires in three days (a month bought a month
 * before that), so the expiry worklist has a known row whatever today is. Fixed values: the
 * random sequence of every other client stays as it was.
 */
function expiringSoon(dealerId: number, today: string, now: Date) {
  const expiry = addDays(today, 3);
  const created = new Date(Math.min(Date.parse(`${addMonths(expiry, -1)}T10:00:00Z`), now.getTime()));
  return {
    row: {
      name: "annakowalski",
      password: "k4w9ra",
      description: "Anna Kowalski",
      mac: "00:1A:78:3D:A7:03", // outside the generated 00:1A:79 range, so never taken,
      ministra: false,
      status: true,
      expiry,
      lastUpdated: created,
      ...NO_DEVICE,
      phone: "(312) 555-0133",
      theme: "classic" as const,
      server: 0,
      packageSelection: 8,
      packages: [],
      dealerId,
      created,
      trial: false,
    },
    history: [{ type: "NEW CLIENT" as const, credits: 1, expiry, created, description: monthsLabel(1) }] as HistoryRow[],
  };
}
