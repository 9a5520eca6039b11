"use client";
import { useCallback, useRef } from "react";
import { newIdempotencyKey } from "@/lib/browser/idempotency-key";

/**
 * One Idempotency-Key per user intent for calls that spend credits: retrying the same
 * submission reuses it (so a lost response never charges twice), a changed submission or a
 * success starts a new one.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; payload: string } | null>(null);

  const keyFor = useCallback((payload: unknown): string => {
    const serialized = JSON.stringify(payload);
    if (current.current?.payload !== serialized) current.current = { key: newIdempotencyKey(), payload: serialized };
    return current.current.key;
  }, []);

  /** Call after a success: the next submission is a new intent. */
  const settle = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, settle };
}
