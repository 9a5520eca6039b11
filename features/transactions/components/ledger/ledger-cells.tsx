// The cells every ledger table shares (Transactions, an account's Transaction History, a
// client's Transactions): the amount signed and coloured by whether the owner's balance went up
// (the only coloured part of a row besides the spec's type chip), and the login as a link where
// it leads somewhere.
import Link from "next/link";
import { useLocale } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import type { Role } from "@/lib/roles";
import { ledgerLoginHref, type LedgerOwner } from "@/features/transactions/model/login-target";
import { signedCredits, transactionTone } from "@/features/transactions/model/tone";

export function LedgerCredits({ type, credits }: { type: string; credits: number }) {
  const up = transactionTone(type) === "success";
  const locale = useLocale();
  return (
    <span
      data-testid="ledger-credits"
      className={cn("whitespace-nowrap font-semibold tabular-nums", credits !== 0 && (up ? "text-green-800" : "text-red-800"))}
    >
      {/* The sign says it in words too ("minus 1"): the colour is never the only sign. */}
      {signedCredits(type, credits, isLocale(locale) ? locale : undefined)}
    </span>
  );
}

type LoginProps = { row: { type: string; login?: string | null }; owner: LedgerOwner; viewer: Role };

/** Logins are at most 15 characters: kept on one line rather than broken mid-word. */
export function LedgerLogin({ row, owner, viewer }: LoginProps) {
  const href = ledgerLoginHref(row, owner, viewer);
  if (!href) return <span className="whitespace-nowrap">{row.login}</span>;
  return (
    <Link href={href} prefetch={false} className="whitespace-nowrap font-medium text-primary underline-offset-2 hover:underline">
      {row.login}
    </Link>
  );
}
