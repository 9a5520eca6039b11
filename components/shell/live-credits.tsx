"use client";
import { useEffect } from "react";
import { mutate } from "swr";
import { CREDITS_KEY, useCredits } from "@/hooks/use-credits";

/**
 * The badge's live balance (SWR: refreshed on focus and by `mutate(CREDITS_KEY)` after a spend),
 * loaded by the badge on the page's first use. Renders nothing: it hands the balance up. It asks
 * once when it mounts: a spend that finished before it was loaded, or the focus that loaded it,
 * would otherwise leave the server's figure in place.
 */
export function LiveCredits({ initial, onCredits }: { initial: number | null; onCredits: (credits: number | null) => void }) {
  const { credits } = useCredits(initial);
  useEffect(() => onCredits(credits), [credits, onCredits]);
  useEffect(() => {
    void mutate(CREDITS_KEY);
  }, []);
  return null;
}
