// A small seeded PRNG (mulberry32) so the demo data is the same on every machine and every run;
// only the dates move, because they are relative to today.
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[item, weight], …]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  hex(bytes: number): string;
  digits(count: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)],
    weighted(entries) {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of entries) {
        if ((roll -= weight) < 0) return item;
      }
      return entries[entries.length - 1][0];
    },
    hex: (bytes) => Array.from({ length: bytes }, () => int(0, 255).toString(16).padStart(2, "0").toUpperCase()).join(":"),
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(""),
  };
}
