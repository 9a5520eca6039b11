// About 40 deterministic clients: 25 for the demo dealer "dealer" (three pages of 10), the rest
// spread over the other dealers. Active, expired, 2-day trials, Ministra players, switched off.
import { addDays, stampAgo, today } from "./dates";
import type { Client } from "./types";

const FIRST = [
  "alice",
  "bruno",
  "carla",
  "diego",
  "elena",
  "farid",
  "grace",
  "hugo",
  "ines",
  "jonas",
  "karin",
  "luis",
  "maria",
  "nadia",
  "omar",
  "paula",
  "quinn",
  "rosa",
  "samir",
  "tania",
  "ulises",
  "vera",
  "walter",
  "ximena",
  "yusuf",
];
const OTHERS: Array<[string, string]> = [
  ["dealer_ny", "nyc"],
  ["bw_miami", "mia"],
  ["tv_dallas", "dal"],
];
const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
/** How far back a seeded date may go, so that a large seed (--clients) keeps realistic dates: a few years, never a century. */
const back = (i: number) => i % 1500;

function client(name: string, dealer: string, i: number): Client {
  const expired = i % 5 === 0;
  const trial = !expired && i % 7 === 3;
  const ministra = i % 6 === 2;
  const expiry = expired ? addDays(today(), -(back(i) + 3)) : trial ? addDays(today(), 1 + (i % 2)) : addDays(today(), 5 + ((i * 37) % 300));
  return {
    name,
    password: `pw${(i * 7919) % 100000}`,
    parent_pass: "0000",
    description: `${name[0].toUpperCase()}${name.slice(1).replace(/\d+$/, "")} ${["Rossi", "Smith", "Garcia", "Nguyen", "Khan"][i % 5]}`,
    // The demo's own MACs as they were; a large seed's spell its index in the last three bytes (one MAC each, unique).
    mac: ministra
      ? ""
      : i < 240
        ? `00:1A:79:${hex(i + 16)}:${hex((i * 13) % 256)}:${hex(dealer.length * 11)}`
        : `00:1A:79:${hex((i >> 16) & 255)}:${hex((i >> 8) & 255)}:${hex(i & 255)}`,
    ministra,
    alt_player: i % 8 === 1,
    status: i % 9 !== 4,
    expiry,
    last_updated: stampAgo(20 + back(i)),
    last_active: stampAgo(i % 4, i % 12),
    stb_sn: ministra ? "" : `2103N${100000 + i * 17}`,
    stb_type: ministra ? "" : i % 2 ? "MAG424" : "MAG322",
    version: ministra ? "" : "0.2.18-r23-pub-322",
    online: !expired && i % 3 === 0,
    phone: i % 4 === 0 ? "" : `(305) 555-${String(1000 + i * 31).slice(-4)}`,
    theme: ["classic", "digital", "cappuccino", "emerald", "ocean_blue"][i % 5],
    server: i % 3,
    package_selection: i % 10 === 6 ? 3 : i % 2 ? 8 : 7,
    packages: i % 10 === 6 ? [(i % 3) * 100 + 1, (i % 3) * 100 + 3, (i % 3) * 100 + 9] : [],
    dealer,
    trial,
    created: stampAgo(trial ? 0 : 40 + back(i) * 3),
    lastReset: null,
  };
}

/** The demo's 40 clients, then (for the bench's large lists) the demo dealer's extra ones up to `total`. */
export function seedClients(total = 0): Client[] {
  const mine = FIRST.map((first, i) => client(`${first}${10 + i}`, "dealer", i));
  const others = OTHERS.flatMap(([dealer, tag], d) =>
    [0, 1, 2, 3, 4].map((k) => client(`${tag}${FIRST[(k * 3 + d) % 25]}`.slice(0, 15), dealer, 25 + d * 5 + k)),
  );
  const demo = [...mine, ...others];
  const extra = Array.from({ length: Math.max(0, total - demo.length) }, (_, k) => client(`bulk${String(k).padStart(6, "0")}`, "dealer", demo.length + k));
  return [...demo, ...extra];
}
