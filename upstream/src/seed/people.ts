// Word lists for believable client logins, descriptions, phones and devices.
import type { Random } from "./random";

const FIRST = [
  "james",
  "maria",
  "robert",
  "linda",
  "michael",
  "sofia",
  "david",
  "carmen",
  "joseph",
  "ana",
  "daniel",
  "lucia",
  "kevin",
  "nadia",
  "anthony",
  "fatima",
  "brian",
  "priya",
  "jason",
  "rosa",
  "eric",
  "olga",
  "mark",
  "leila",
  "steven",
  "yasmin",
  "paul",
  "elena",
  "andre",
  "grace",
  "omar",
  "chloe",
  "victor",
  "irene",
  "tony",
  "hana",
  "luis",
  "diana",
  "marco",
  "julie",
];
const LAST = [
  "smith",
  "garcia",
  "johnson",
  "lopez",
  "brown",
  "silva",
  "nguyen",
  "khan",
  "martin",
  "rossi",
  "patel",
  "costa",
  "wilson",
  "haddad",
  "moore",
  "santos",
  "taylor",
  "dubois",
  "white",
  "singh",
];
const PLACES = [
  "Living room",
  "Bedroom TV",
  "Kitchen",
  "Basement",
  "Office",
  "Bar & Grill",
  "Barber shop",
  "Restaurant",
  "Cottage",
  "Second box",
  "Parents",
  "Kids room",
  "Garage",
  "Waiting room",
];
const AREA_CODES = ["305", "786", "212", "718", "347", "416", "647", "214", "512", "213", "310", "407"];

export const STB_MODELS = [
  ["MAG254", "0.2.18-r14-254"],
  ["MAG256", "0.2.18-r22-256"],
  ["MAG322", "0.2.18-r23-pub-322"],
  ["MAG324", "0.2.18-r23-pub-324"],
  ["MAG349", "0.2.18-r23-349"],
  ["MAG351", "0.2.18-r23-351"],
  ["MAG420", "0.2.18-r24-420"],
  ["MAG424", "0.2.18-r24-pub-424"],
  ["MAG520", "0.2.18-r24-520"],
  ["MAG524", "0.2.18-r25-pub-524"],
  ["AuraHD", "0.2.16-r2-aura"],
] as const;

export function fullName(random: Random): [string, string] {
  return [random.pick(FIRST), random.pick(LAST)];
}

/** A login of at most 15 characters such as "mariag482". */
export function loginFor(random: Random, [first, last]: [string, string]): string {
  return `${first}${last.slice(0, random.int(1, 3))}${random.int(1, 9999)}`.slice(0, 15);
}

export function descriptionFor(random: Random, [first, last]: [string, string]): string {
  const name = `${first[0].toUpperCase()}${first.slice(1)} ${last[0].toUpperCase()}${last.slice(1)}`;
  return random.weighted([
    ["", 2],
    [name, 4],
    [`${name} - ${random.pick(PLACES)}`, 3],
    [random.pick(PLACES), 1],
  ]);
}

export function phoneFor(random: Random): string {
  return random.chance(0.6) ? `(${random.pick(AREA_CODES)}) ${random.int(200, 999)}-${random.digits(4)}` : "";
}

export function passwordFor(random: Random): string {
  const letters = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: random.int(6, 10) }, () => letters[random.int(0, letters.length - 1)]).join("");
}
