// Answer variants: the same answers as a PHP or Laravel backend commonly writes them, one switch per
// variation, so the panel is tested against the shapes a real backend sends (SpecUpstreamOptions
// `variants`, CLI --variants=a,b). They reshape a 2xx JSON answer only; what the calls accept and
// do is unchanged. `brokenField` makes one field unreadable everywhere it appears.
import type { SpecUpstreamOptions } from "./types";

export const VARIANTS = [
  /** Every number as text: "50", "12" (PDO's default with MySQL). */
  "numbers-as-strings",
  /** Every number as text with two decimals: "12.00". */
  "decimals",
  /** Booleans as 1/0. */
  "booleans-01",
  /** Booleans as "1"/"0". */
  "booleans-strings",
  /** Dates as MySQL datetimes: "2026-12-01 00:00:00". */
  "dates-mysql",
  /** Dates as ISO 8601 with a zone east of UTC: "2026-12-01T00:00:00+02:00" (the backend's own day). */
  "dates-iso",
  /** Dates as Unix seconds (numbers). */
  "dates-unix",
  /** Dates as Unix seconds in text. */
  "dates-unix-strings",
  /** Laravel API resources: every answer in { data }, lists with links and meta. */
  "laravel",
  /** Empty texts as null. */
  "nulls",
  /** Empty fields left out as PHP's array_filter() does: "", null, false and 0. */
  "drop-empty",
  /** Fields the panel does not know, on every object. */
  "extra-fields",
  /** The "not shown" calls in the backend's own field names (username, reseller_name, balance, clients_count; ledger rows { date, type, amount, login }). */
  "own-names",
  /** Whole lists in pages of 10, as Laravel's paginate() answers them ({ data, links, meta }; ?page=N). */
  "paged",
  /** Each whole list of accounts, clients or tickets with its first row twice. */
  "duplicates",
] as const;
export type Variant = (typeof VARIANTS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every value of `value`, objects and arrays walked, through `leaf`; object entries through `entry` first (to drop or rename). */
function walk(value: Json, leaf: (v: Json, key: string | undefined) => Json, key?: string): Json {
  if (Array.isArray(value)) return value.map((item) => walk(item, leaf));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, leaf, k)]));
  return leaf(value, key);
}

function dateForm(value: string, variant: Variant): Json {
  const at = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
  const wall = new Date(at).toISOString();
  switch (variant) {
    case "dates-mysql":
      return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
    case "dates-iso": {
      // A day is the backend's own midnight (+02:00); a moment the same instant written at +02:00.
      if (DAY.test(value)) return `${value}T00:00:00+02:00`;
      const east = new Date(at + 2 * 3_600_000).toISOString();
      return `${east.slice(0, 19)}+02:00`;
    }
    case "dates-unix":
      return Math.floor(at / 1000);
    default:
      return String(Math.floor(at / 1000));
  }
}

const leaves: Partial<Record<Variant, (v: Json, key: string | undefined) => Json>> = {
  "numbers-as-strings": (v) => (typeof v === "number" ? String(v) : v),
  decimals: (v) => (typeof v === "number" ? v.toFixed(2) : v),
  "booleans-01": (v) => (typeof v === "boolean" ? Number(v) : v),
  "booleans-strings": (v) => (typeof v === "boolean" ? (v ? "1" : "0") : v),
  nulls: (v) => (v === "" ? null : v),
};

const dropEmpty = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(dropEmpty);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== "" && v !== null && v !== false && v !== 0)
      .map(([k, v]) => [k, dropEmpty(v)]),
  );
};

const withExtras = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(withExtras);
  if (!isObject(value)) return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtras(v)])), updated_by: "system", _links: { self: "/x" }, flags: [1, 2] };
};

/** The backend's own names for the "not shown" calls' rows (./unshown.ts), by path ending. */
const OWN_NAMES: [RegExp, Record<string, string>][] = [
  [
    /\/superresellerlist$/,
    { name: "username", credits: "balance", resellerCount: "resellers_count", dealersCount: "dealers_count", clientsCount: "clients_count" },
  ],
  [/\/myresellers$/, { reseller: "username", manager: "manager_name", credits: "balance", dealersCount: "dealers_count", clientsCount: "clients_count" }],
  [/\/(alldealers|mydealers)$/, { dealer: "username", reseller: "reseller_name", manager: "manager_name", credits: "balance", clientsCount: "clients_count" }],
  [/\/accountledger\/[^/]+$/, { created: "date", credits: "amount" }],
];

function renameRows(value: Json, names: Record<string, string>): Json {
  const rename = (row: Json) => (isObject(row) ? Object.fromEntries(Object.entries(row).map(([k, v]) => [names[k] ?? k, v])) : row);
  if (Array.isArray(value)) return value.map(rename);
  if (isObject(value) && Array.isArray(value.data)) return { ...value, data: value.data.map(rename) };
  return value;
}

/** Laravel's resource collection around a list; { data } around anything else. */
function laravel(value: Json): Json {
  const rows = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.data) ? value.data : undefined;
  if (!rows) return { data: value };
  const rest = Array.isArray(value) ? {} : Object.fromEntries(Object.entries(value as object).filter(([k]) => k !== "data"));
  return {
    data: rows,
    links: { first: "?page=1", last: "?page=1", prev: null, next: null },
    meta: {
      current_page: 1,
      from: rows.length ? 1 : null,
      last_page: 1,
      per_page: Math.max(rows.length, 15),
      to: rows.length || null,
      total: rows.length,
      ...rest,
    },
  };
}

const PAGE = 10;
const rowsOf = (value: Json) => (Array.isArray(value) ? value : isObject(value) && Array.isArray(value.data) ? value.data : undefined);

/** Page ?page=N of a whole list, in Laravel's shape; anything else as it is. */
function paged(value: Json, query: URLSearchParams): Json {
  const rows = rowsOf(value);
  if (!rows || rows.length <= PAGE) return value;
  const last = Math.ceil(rows.length / PAGE);
  const page = Math.min(Math.max(Number(query.get("page")) || 1, 1), last);
  const next = page < last ? `?page=${page + 1}` : null;
  return {
    data: rows.slice((page - 1) * PAGE, page * PAGE),
    links: { first: "?page=1", last: `?page=${last}`, prev: page > 1 ? `?page=${page - 1}` : null, next },
    meta: { current_page: page, last_page: last, per_page: PAGE, total: rows.length },
  };
}

/** A whole list of named rows (clients, accounts, tickets) with its first row again at its end. */
function duplicated(value: Json): Json {
  const rows = rowsOf(value);
  const first = rows?.[0];
  if (!rows || !isObject(first) || !("name" in first || "reseller" in first || "dealer" in first)) return value;
  const twice = [...rows, { ...first }];
  return Array.isArray(value) ? twice : { ...(value as object), data: twice };
}

/** The answer of `pathname` as the options' variants write it. */
export function shapeAnswer(opts: SpecUpstreamOptions, pathname: string, body: Json, query = new URLSearchParams()): Json {
  const variants = new Set(opts.variants ?? []);
  if (!variants.size && !opts.brokenField) return body;
  let value = body;
  if (variants.has("own-names")) {
    const names = OWN_NAMES.find(([pattern]) => pattern.test(pathname))?.[1];
    if (names) value = renameRows(value, names);
  }
  if (opts.brokenField) value = walk(value, (v, key) => (key === opts.brokenField ? "n/a" : v));
  const date = VARIANTS.find((v) => v.startsWith("dates-") && variants.has(v));
  if (date) value = walk(value, (v) => (typeof v === "string" && (DAY.test(v) || STAMP.test(v)) ? dateForm(v, date) : v));
  for (const [variant, leaf] of Object.entries(leaves)) if (variants.has(variant as Variant)) value = walk(value, leaf);
  if (variants.has("drop-empty")) value = dropEmpty(value);
  if (variants.has("extra-fields")) value = withExtras(value);
  if (variants.has("duplicates")) value = duplicated(value);
  if (variants.has("paged")) value = paged(value, query);
  else if (variants.has("laravel")) value = laravel(value);
  return value;
}
