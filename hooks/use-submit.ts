"use client";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { useSnackbar } from "./use-snackbar";
import { isOutcomeUnknown } from "@/lib/api/outcome";
import { ApiError, errorMessage } from "@/lib/browser/api";
import type { BffCall } from "@/lib/browser/typed-call";
import { useOutcomeUnknown } from "./use-outcome-unknown";
import { useApiMutation } from "./use-api-mutation";
import { CREDITS_KEY, settleCredits } from "./use-credits";
import { useIdempotencyKey } from "./use-idempotency-key";
import { useUnsavedChanges } from "./use-unsaved-changes";

type Options<Body, Result> = {
  /** The endpoint: a typed BffCall (lib/browser/typed-call.ts), whose body and answer types follow from the handler's schemas, or a path. */
  path: string | BffCall<Body, Result>;
  /** With a path: its method. */
  method?: "POST" | "PUT";
  /** Calls that spend or move credits carry an Idempotency-Key (one per intent) and refresh the balance after (from the answer where it has one). */
  spends?: boolean | ((body: Body) => boolean);
  /** The success snackbar, e.g. (result) => `Added ${result.name}`; none when absent (the screen shows the change itself). */
  success?: (result: Result, body: Body) => string;
  /** The failure snackbar where the spec words it itself (e.g. 'Error saving message.'); the server's message otherwise. */
  failure?: (message: string, body: Body) => string;
  /** Where to go after a success (the list); the screen stays when absent. */
  redirectTo?: string;
  /**
   * Re-render the server components after the success (and after the redirect), so that figures
   * the shell renders on the server, such as the admin's active-tickets badge, show the change.
   */
  refresh?: boolean;
  /** More to do after a success, e.g. reload the cards that show what changed. */
  onSuccess?: (result: Result, body: Body) => void | Promise<void>;
};

/**
 * The one submit sequence of every form: send, keep the Idempotency-Key for a retry of the same
 * intent, say what happened in the snackbar, refresh the balance, go to the list. Resolves true
 * on success; a failure leaves the form as it was, with the server's message in the snackbar.
 */
export function useSubmit<Body, Result extends object = { name?: string }>({
  path: to,
  method: given = "POST",
  spends = false,
  success,
  failure,
  redirectTo,
  refresh = false,
  onSuccess,
}: Options<Body, Result>) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const idempotency = useIdempotencyKey();
  const outcome = useOutcomeUnknown();
  const unsaved = useUnsavedChanges();
  const { path, method } = typeof to === "string" ? { path: to, method: given } : to;
  const { trigger, isMutating } = useApiMutation<Result>(path, method);

  async function submit(body: Body): Promise<boolean> {
    const spending = typeof spends === "function" ? spends(body) : spends;
    const idempotencyKey = spending ? idempotency.keyFor(body) : undefined;
    try {
      const result = await trigger({ body, idempotencyKey });
      idempotency.settle();
      if (success) snackbar.show(success(result, body), "success");
      if (spending) void settleCredits(mutate, result);
      await onSuccess?.(result, body);
      if (redirectTo) {
        // What was typed is saved: the way to the list must not ask whether to leave it.
        unsaved.release();
        router.push(redirectTo);
      }
      // After the push: a refresh queued behind a navigation runs for the new page, whereas a
      // navigation started during a refresh would discard it.
      if (refresh) router.refresh();
      return true;
    } catch (error) {
      if (error instanceof ApiError && isOutcomeUnknown(error.body)) {
        // The key is kept: sending this again is a check, never a second charge.
        void mutate(CREDITS_KEY);
        outcome.show(error.body, async () => {
          try {
            await trigger({ body, idempotencyKey });
            idempotency.settle();
            void mutate(CREDITS_KEY);
            return "done";
          } catch (again) {
            if (again instanceof ApiError && isOutcomeUnknown(again.body)) return again.body;
            throw again;
          }
        });
        return false;
      }
      const message = errorMessage(error);
      snackbar.show(failure ? failure(message, body) : message, "error");
      return false;
    }
  }

  return { submit, busy: isMutating };
}
