// Reminders (issue 25): the account's rules for its clients' devices, its morning digest, and
// the log of everything sent.
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { FormScreen } from "@/components/ui/form-screen";
import { formatTimestamp } from "@/lib/format";
import { loadRemindersScreen } from "@/lib/reminders/screen-data";
import { CredentialCard } from "./credential-card";
import { DeliveryLog } from "./delivery-log";
import { ReminderRulesForm } from "./reminder-rules-form";

const RUN_STATES: Record<string, string> = { running: "running", retry: "to be tried again", done: "done", failed: "failed" };

export async function RemindersScreen({ session, title }: ScreenProps) {
  const data = await loadRemindersScreen(session);
  const run = data.lastRun;
  return (
    <FormScreen title={title}>
      <Alert tone="info" title="How reminders work">
        Once a day, from the hour you choose, each client whose subscription ends within the days you tick gets your message on its device
        (through Message Clients, delivered in about 5 minutes): once per rule and expiry date, so a renewal starts afresh; never an expired
        or deleted client. The panel signs in as you to send them, with the password you store below.
      </Alert>
      {!data.smtp && (
        <Alert tone="warning" title="No e-mail server">
          The panel has no mail server configured (SMTP_URL), so no morning digest is sent and none is queued. Device reminders are not affected.
        </Alert>
      )}
      {(data.settings.enabled || data.settings.digestEmail !== "") && !data.hasCredential && (
        <Alert tone="warning" title="No password stored">
          Reminders are set up, but nothing can be sent until you store your password below.
        </Alert>
      )}
      {run && (
        <p className="text-sm text-slate-700">
          Last run: {run.localDate}, {RUN_STATES[run.status] ?? run.status}
          {run.finishedAt ? ` at ${formatTimestamp(run.finishedAt)}` : ""}
          {run.detail ? `: ${run.detail}` : ""}
        </p>
      )}
      <ReminderRulesForm role={session.role} initial={data.settings} zones={data.zones} serverTimeZone={data.serverTimeZone} smtp={data.smtp} />
      <CredentialCard hasCredential={data.hasCredential} />
      <DeliveryLog initial={data.log} />
    </FormScreen>
  );
}
