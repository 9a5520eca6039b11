import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import type { ExpiringPart } from "@/features/dashboard/server/load-dashboard";

/** The card's words, in the reader's language (namespace "dashboard"). */
export type ExpiringCardTexts = { title: string; inSevenDays: string; trialsToday: string; loading: string };

/**
 * The worklist's card on every dashboard, linking to /expiring. Its counts (children) stream in
 * inside it: the card, its heading and its link stay in place as they come, so neither the layout
 * nor a keyboard user's focus on the link moves.
 */
export function ExpiringCard({ texts, children }: { texts: ExpiringCardTexts; children: ReactNode }) {
  return (
    <section aria-label={texts.title} className="flex min-w-0 flex-col gap-1 rounded-lg bg-surface p-4 shadow-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <IntentLink href="/expiring" className="text-primary underline-offset-2 hover:underline">
          {texts.title}
        </IntentLink>
      </h3>
      {children}
    </section>
  );
}

type CountsProps = {
  texts: ExpiringCardTexts;
  /** The two counts as shown; undefined while they are read (the lines keep their height). */
  shown?: { week: string; trials: string };
  /** Why the counts could not be read, when the dashboard's own alert does not already say so. */
  error?: string | null;
};

/** The card's two counts, or their placeholders while they are read. */
export function ExpiringCounts({ texts, shown, error = null }: CountsProps) {
  const reading = shown === undefined;
  const value = (text: string | undefined, testId: string) =>
    reading ? (
      // As tall as the count's line (text-2xl: 2rem), so the card keeps its size when the counts come.
      <span aria-hidden className="inline-block h-8 w-10 animate-pulse rounded bg-slate-200 align-middle" />
    ) : (
      <span className="text-2xl font-bold" data-testid={testId}>
        {text}
      </span>
    );
  return (
    <div aria-busy={reading} className="flex flex-col gap-1">
      <p className="text-sm">
        {value(shown?.week, "expiring-week")} {texts.inSevenDays}
      </p>
      <p className="text-sm">
        {value(shown?.trials, "expiring-trials")} {texts.trialsToday}
      </p>
      {reading && <span className="sr-only">{texts.loading}</span>}
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type ReadProps = {
  texts: ExpiringCardTexts;
  part: Promise<ExpiringPart>;
  show: (value: number | null) => string;
  translate: (message: string) => string;
  /** The message the dashboard's alert already shows, if any: not repeated in the card. */
  alertShown: string | null;
};

/** The counts once read (inside a Suspense boundary whose fallback is the counts being read). */
export async function ExpiringCountsWhenRead({ texts, part, show, translate, alertShown }: ReadProps) {
  const { counts, error, signedOut } = await part;
  // The upstream no longer knows the token, as in the rest of the dashboard (features/dashboard/server/load-dashboard.ts).
  if (signedOut) redirect("/logout");
  return (
    <ExpiringCounts
      texts={texts}
      shown={{ week: show(counts?.week ?? null), trials: show(counts?.trials ?? null) }}
      error={error && error !== alertShown ? translate(error) : null}
    />
  );
}
