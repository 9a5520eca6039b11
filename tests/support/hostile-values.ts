// Hostile inputs for the fuzz tests (tests/api/bff/fuzz.test.ts, tests/api/upstream/fuzz.test.ts):
// a fixed list per class of input, plus a few strings drawn from a seeded generator, so every run
// sends exactly the same values and a failure can be replayed.

/** mulberry32: a small seeded generator; the same seed gives the same sequence on every run. */
function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

// Characters that break text somewhere: controls, bidi, lone surrogate halves, URL and SQL specials.
const NASTY = [
  "\u0000",
  "\u0001",
  "\u001b",
  "\u007f",
  "\u0085",
  "\t",
  "\n",
  "\r",
  "\u202e",
  "\u2066",
  "\ud800",
  "\udfff",
  "%",
  "'",
  "\\",
  "<",
  "/",
  "?",
  "#",
  " ",
];
const PLAIN = "abcXYZ019_.@-";

/** `count` strings of 1-20 characters mixing plain and nasty characters, from `seed`. */
export function seededStrings(seed: number, count: number): string[] {
  const random = seeded(seed);
  const pick = (from: string | string[]) => from[Math.floor(random() * from.length)];
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 20);
    return Array.from({ length }, () => (random() < 0.3 ? pick(NASTY) : pick(PLAIN))).join("");
  });
}

/** Hostile values by class; each is labelled so a failure names what was sent. */
export const HOSTILE: Record<string, [string, unknown][]> = {
  control: [
    ["NUL inside", "ab\u0000cd"],
    ["C0 controls", "a\u0001\u0002\u001fb"],
    ["an escape sequence", "ab\u001b[31m"],
    ["a C1 control", "ab\u0085cd"],
    ["a tab", "ab\tcd"],
    ["a line break", "ab\ncd"],
    ["controls only", "\u0001\u0002\u0003"],
  ],
  bidi: [
    ["a right-to-left override", "ab\u202ecd"],
    ["an isolate", "\u2066ab"],
    ["an embedding", "\u202aab"],
  ],
  surrogate: [
    ["a lone high surrogate", "ab\ud800"],
    ["a lone low surrogate", "\udc00ab"],
    ["reversed surrogates", "a\udc00\ud800b"],
  ],
  huge: [
    ["16 characters", "x".repeat(16)],
    ["101 characters", "x".repeat(101)],
    ["501 characters", "x".repeat(501)],
    ["40,000 characters", "x".repeat(40_000)],
  ],
  odd: [
    ["empty", ""],
    ["spaces only", "   "],
    ["an emoji (a valid pair)", "ab😀"],
    ["percent signs", "%%"],
    ["dot dot", ".."],
    ["markup", "<b>x</b>"],
    ["SQL", "' OR 1=1 --"],
  ],
  types: [
    ["null", null],
    ["true", true],
    ["false", false],
    ["an array of one", [1]],
    ["an array of a string", ["a"]],
    ["an object", {}],
    ["a numeric string", "1"],
  ],
  numbers: [
    ["-1", -1],
    ["0", 0],
    ["1", 1],
    ["12", 12],
    ["13", 13],
    ["1.5", 1.5],
    ["2^31", 2 ** 31],
    ["2^53 + 2", 2 ** 53 + 2],
    ["1e21", 1e21],
    ["-0", -0],
  ],
};

/** A path segment for any string: a lone surrogate cannot be UTF-8, so it goes as the raw bytes of one (invalid UTF-8). */
export function pathSegment(value: string): string {
  return [...value].map((ch) => (/\p{Cs}/u.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
}

/** Every class together, plus seeded strings: what each field of a fuzz test receives. */
export function hostileValues(seed = 21, seededCount = 4): [string, unknown][] {
  const fixed = Object.values(HOSTILE).flat();
  const drawn = seededStrings(seed, seededCount).map((value, i): [string, unknown] => [`seeded string ${i + 1} ${JSON.stringify(value)}`, value]);
  return [...fixed, ...drawn];
}

/**
 * The hostile values for a field whose valid value is `valid`: every class for text, numbers and
 * wrong types for a number or a flag (a few strings among them), and lists of hostile items for a list.
 */
export function hostileValuesFor(valid: unknown, seed = 21): [string, unknown][] {
  const all = hostileValues(seed);
  const wrongTypes = [...HOSTILE.types, ...HOSTILE.numbers, ["a control string", "\u0001"], ["a huge string", "x".repeat(40_000)]] as [string, unknown][];
  if (typeof valid === "string") return all.filter((entry) => !HOSTILE.numbers.includes(entry));
  if (Array.isArray(valid)) return [...wrongTypes, ...all.map(([label, value]): [string, unknown] => [`a list of ${label}`, [value]])];
  return wrongTypes;
}

/** Whole bodies that are not a JSON object. */
export const HOSTILE_BODIES: [string, string][] = [
  ["malformed JSON", '{"login": "a",'],
  ["a JSON array", "[1,2,3]"],
  ["a JSON string", '"hello"'],
  ["JSON null", "null"],
  ["a NUL byte", "\u0000"],
  ["empty", ""],
  ["deeply nested", `${"[".repeat(5000)}${"]".repeat(5000)}`],
  ["a lone surrogate escape", '{"login": "\\ud800"}'],
];

/** Content types a write must not be taken with. */
export const HOSTILE_CONTENT_TYPES = [
  "application/jsonp",
  "application/json-seq",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/javascript",
  "",
];
