import { useLocale, useTranslations } from "next-intl";
import type { Translate } from "@/i18n/translator";
import { translateError } from "@/i18n/validation-messages";
import { LinkButton } from "./link-button";
import { Alert } from "./alert";

type Props = {
  /** Missing (unknown, or not the viewer's) or failed to load, with the message to show. */
  result: { kind: "missing" } | { kind: "failed"; message: string };
  /** The not-found card's heading, e.g. "Sorry, client not found!", and its explanation. */
  missingTitle: string;
  missingText: React.ReactNode;
  /** The way back, e.g. the list. */
  back: { href: string; label: string };
};

/** What an update screen shows instead of its item: a not-found card, or the failure, with a link back. */
export function ItemUnavailable({ result, missingTitle, missingText, back }: Props) {
  // A BFF refusal of ours in the reader's language; the upstream's own words as they came.
  const t = useTranslations("validation");
  const locale = useLocale();
  const link = (
    <LinkButton href={back.href} uppercase={false}>
      {back.label}
    </LinkButton>
  );
  if (result.kind === "failed") {
    return (
      <>
        <Alert tone="error">{translateError(result.message, t as unknown as Translate, locale)}</Alert>
        <div className="flex">{link}</div>
      </>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg bg-surface p-6 shadow-sm">
      <p className="text-lg font-semibold">{missingTitle}</p>
      <p className="text-sm text-slate-700">{missingText}</p>
      {link}
    </div>
  );
}
