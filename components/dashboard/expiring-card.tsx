import { redirect } from "next/navigation";
import { IntentLink } from "@/components/ui/intent-link";
import type { ExpiringPart } from "@/lib/loaders/dashboard";

/** The card's words, in the reader's language (namespace "dashboard"). */
export type ExpiringCardTexts = { title: string; inSevenDays: string; trialsToday: string; loading: string };

type CardProps = {
  texts: ExpiringCardTexts;
  /** The two counts as shown; undefined while they are read (the card keeps its size). */
  shown?: { week: string; trials: string };
  /** Why the counts could not be read, when the dashboard's own alert does not already say so. */
  error?: string | null;
};

/** The worklist's two counts on every dashboard, linking to /expiring. */
export function ExpiringCard({ texts, shown, error = null }: CardProps) {
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
    <section aria-label={texts.title} aria-busy={reading} className="flex min-w-0 flex-col gap-1 rounded-lg bg-surface p-4 shadow-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <IntentLink href="/expiring" className="text-primary underline-offset-2 hover:underline">
          {texts.title}
        </IntentLink>
      </h3>
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
    </section>
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

/** The card once its counts are read (inside a Suspense boundary whose fallback is the card reading). */
export async function ExpiringCardWhenRead({ texts, part, show, translate, alertShown }: ReadProps) {
  const { counts, error, signedOut } = await part;
  // The upstream no longer knows the token, as in the rest of the dashboard (lib/loaders/dashboard.ts).
  if (signedOut) redirect("/logout");
  return (
    <ExpiringCard
      texts={texts}
      shown={{ week: show(counts?.week ?? null), trials: show(counts?.trials ?? null) }}
      error={error && error !== alertShown ? translate(error) : null}
    />
  );
}
