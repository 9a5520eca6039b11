import type { ScreenProps } from "@/components/shell/screen-page";
import { FormScreen } from "@/components/ui/form-screen";
import { getBalance } from "@/features/credits/server";
import { AddClientForm } from "@/features/clients/components/form/add-client-form";

/** The Add Client screen of every role; the page has already checked the route (requireRoute). */
export async function AddClientScreen({ session, title }: ScreenProps) {
  return (
    <FormScreen title={title}>
      <AddClientForm role={session.role} initialCredits={await getBalance(session)} />
    </FormScreen>
  );
}
