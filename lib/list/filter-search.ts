// A list's search box that also takes filters written as words, `actor:bw_miami from:2026-11-01`:
// each known prefix whose value its check accepts is a filter, every other word is searched for.
// The screens' filter fields write the same text back (`format`), so a link or a reload keeps them.

export type FilterSearch<K extends string> = { search: string } & Partial<Record<K, string>>;

export function filterSearch<K extends string>(checks: Record<K, (value: string) => boolean>) {
  const isFilter = (key: string): key is K => Object.hasOwn(checks, key);
  return {
    parse(q: string): FilterSearch<K> {
      const filters = { search: "" } as FilterSearch<K>;
      const rest: string[] = [];
      for (const word of q.split(/\s+/).filter(Boolean)) {
        const match = /^([a-z]+):(.+)$/i.exec(word);
        const key = match?.[1].toLowerCase() ?? "";
        if (match && isFilter(key) && checks[key](match[2])) (filters as Record<K, string>)[key] = match[2];
        else rest.push(word);
      }
      filters.search = rest.join(" ");
      return filters;
    },
    /** The text for these filters: parse's inverse. A value with a space cannot be one word, so only its first word is kept. */
    format(filters: FilterSearch<K>): string {
      const words = (Object.keys(checks) as K[]).flatMap((key) => {
        const value = (filters as Partial<Record<K, string>>)[key]?.trim().split(/\s+/)[0];
        return value ? [`${key}:${value}`] : [];
      });
      return [...words, filters.search.trim()].filter(Boolean).join(" ");
    },
  };
}
