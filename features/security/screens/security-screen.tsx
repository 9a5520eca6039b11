// 'Security' for every role: the account's own second factors and, for the admin,
// which roles must have one. Everything here is the panel's own (its store), on any backend.
import type { ScreenProps } from "@/components/shell/screen-page";
import { FormScreen } from "@/components/ui/form-screen";
import { factorSummary } from "@/features/security/two-factor/factors";
import { twoFactorPolicy } from "@/features/security/two-factor/policy";
import { FactorsCard } from "@/features/security/components/factors-card";
import { PolicyCard } from "@/features/security/components/policy-card";

export async function SecurityScreen({ session, title }: ScreenProps) {
  const account = { id: session.accountId, role: session.role, name: session.name };
  const [summary, policy] = await Promise.all([factorSummary(account), session.role === "admin" ? twoFactorPolicy() : null]);
  return (
    <FormScreen title={title}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <FactorsCard summary={summary} />
        {policy && <PolicyCard initial={policy} />}
      </div>
    </FormScreen>
  );
}
