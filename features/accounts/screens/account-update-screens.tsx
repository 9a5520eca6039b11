// Update Super Reseller, Edit Reseller and Edit Dealer for every role that has them (accounts
// spec §2.2): the account named in ?name= with its credits, password, owner and ledger panels.
import { getTranslations } from "next-intl/server";
import { UsersHistory } from "@/components/charts/users-history";
import type { ScreenProps } from "@/components/shell/screen-page";
import { AccountLedgerCard } from "@/features/transactions";
import { FormScreen } from "@/components/ui/form-screen";
import { ItemUnavailable } from "@/components/ui/item-unavailable";
import { hasCreditsDescription } from "@/features/accounts/model/forms";
import { accountListRoute, accountPath, type AccountKind } from "@/lib/accounts/kinds";
import { loadAccountScreen } from "@/features/accounts/server/load-account";
import { accountOperation, type AccountCall } from "@/lib/upstream/accounts";
import { isOffered } from "@/lib/upstream/offer";
import { AccountSummary } from "@/features/accounts/components/update/account-summary";
import { CreditsCard } from "@/features/accounts/components/update/credits-card";
import { EndSessionsCard } from "@/features/accounts/components/update/end-sessions-card";
import { OwnerCard } from "@/features/accounts/components/update/owner-card";
import { PasswordCard } from "@/features/accounts/components/update/password-card";
import { TwoFactorResetCard } from "@/features/accounts/components/update/two-factor-reset-card";
import { RecentEntriesCard } from "@/features/journal/server";

const NOT_FOUND = { manager: "update.notFound.manager", reseller: "update.notFound.reseller", dealer: "update.notFound.dealer" } as const;

function accountUpdateScreen(kind: AccountKind) {
  return async function AccountUpdateScreen({ session, title, searchParams }: ScreenProps) {
    const { role } = session;
    const t = await getTranslations("accounts");
    const ownerLabel = role === "reseller" || kind === "manager" ? null : kind === "reseller" ? t("update.ownerManager") : t("update.ownerReseller");
    // The super reseller follows its resellers' users (spec §2.2: Edit Reseller's users-history chart).
    const withStats = role === "manager" && kind === "reseller";
    const data = await loadAccountScreen(session, kind, searchParams.name, withStats);
    if (data.kind !== "ready") {
      return (
        <FormScreen title={title}>
          <ItemUnavailable
            result={data}
            missingTitle={t(NOT_FOUND[kind])}
            missingText={data.kind === "missing" ? t("update.notFoundText", { name: data.name }) : null}
            back={{ href: accountListRoute(role, kind), label: t("update.backToList") }}
          />
        </FormScreen>
      );
    }
    const { account } = data;
    // Each panel shows only where the backend offers its call (a spec backend lacks some).
    const offered = async (call: AccountCall) => {
      const operation = accountOperation(kind, call);
      return operation !== undefined && isOffered(role, operation);
    };
    const [canMove, canEdit, canChangePassword, hasLedger] = await Promise.all([
      offered("credits"),
      kind === "manager" ? false : offered("edit"),
      offered("password"),
      isOffered(role, "transactions.ofAccount"),
    ]);
    return (
      <FormScreen title={title}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {/* A new account name starts fresh forms. */}
          <div key={account.name} className="flex min-w-0 flex-col gap-6">
            {canMove && <CreditsCard role={role} kind={kind} account={account} balance={data.balance} withDescription={hasCreditsDescription(role, kind)} />}
            {canEdit && <OwnerCard role={role} kind={kind as "reseller" | "dealer"} account={account} />}
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <AccountSummary account={account} ownerLabel={ownerLabel} />
            {canChangePassword && <PasswordCard kind={kind} name={account.name} />}
            <EndSessionsCard kind={kind} name={account.name} />
            <TwoFactorResetCard kind={kind} name={account.name} />
          </div>
        </div>
        {withStats && <UsersHistory stats={data.stats} />}
        <RecentEntriesCard session={session} targetKind="account" target={account.name} />
        {hasLedger && (
          <AccountLedgerCard
            viewer={role}
            kind={kind}
            name={account.name}
            path={`${accountPath(kind, account.name)}/transactions`}
            initial={data.ledger}
            initialError={data.ledgerError}
          />
        )}
      </FormScreen>
    );
  };
}

export const UpdateSuperResellerScreen = accountUpdateScreen("manager");
export const UpdateResellerScreen = accountUpdateScreen("reseller");
export const UpdateDealerScreen = accountUpdateScreen("dealer");
