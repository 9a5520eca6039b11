// Add Super Reseller, Add Reseller and Add Dealer for the roles that have them (accounts spec §2.2).
import type { ScreenProps } from "@/components/shell/screen-page";
import { FormScreen } from "@/components/ui/form-screen";
import { ownerFieldOf } from "@/features/accounts/model/owner-field";
import type { AccountKind } from "@/lib/accounts/kinds";
import { AddAccountForm } from "@/features/accounts/components/add/add-account-form";

function addAccountScreen(kind: AccountKind) {
  return function AddAccountScreen({ session, title }: ScreenProps) {
    return (
      <FormScreen title={title}>
        <AddAccountForm role={session.role} kind={kind} ownerField={ownerFieldOf(session.role, kind)} />
      </FormScreen>
    );
  };
}

export const AddSuperResellerScreen = addAccountScreen("manager");
export const AddResellerScreen = addAccountScreen("reseller");
export const AddDealerScreen = addAccountScreen("dealer");
