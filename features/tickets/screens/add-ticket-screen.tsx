import type { ScreenProps } from "@/components/shell/screen-page";
import { FormScreen } from "@/components/ui/form-screen";
import { AddTicketForm } from "@/features/tickets/components/add/add-ticket-form";

/** Create Ticket, for every role but the admin (the route table leaves the admin out). */
export function AddTicketScreen({ session, title }: ScreenProps) {
  return (
    <FormScreen title={title}>
      <AddTicketForm role={session.role} />
    </FormScreen>
  );
}
