"use client";
import { useRouter } from "next/navigation";
import { useOptimistic, useTransition } from "react";

type UpdateOptions = {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
};

/**
 * A list whose state lives in the URL (`?tab=&q=&page=&size=&sort=`): the server component
 * parses it and renders the page, this hook moves it. The controls show the new state at once
 * (optimistic) while the server renders; `pending` stays true until the new rows arrive, so the
 * table keeps showing, dimmed, the rows it has.
 */
export function useUrlListState<Q extends object>(query: Q, toHref: (query: Q) => string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [current, setCurrent] = useOptimistic(query);

  function update(patch: Partial<Q>, { replace = false }: UpdateOptions = {}) {
    const next = { ...current, ...patch };
    const href = toHref(next);
    startTransition(() => {
      setCurrent(next);
      // push keeps tab, page and size changes on the back button; scroll stays where the user is.
      if (replace) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    });
  }

  return { query: current, pending, update };
}
