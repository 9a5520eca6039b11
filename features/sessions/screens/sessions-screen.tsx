// Your Sessions, every role: the account's signed-in sessions, to see and end them.
import { getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { FormScreen } from "@/components/ui/form-screen";
import { listSessions } from "@/lib/session-registry";
import { sessionView, type SessionView } from "@/lib/session-registry/view";
import { SessionsList } from "@/features/sessions/components/sessions-list";

export async function SessionsScreen({ session, title }: ScreenProps) {
  const t = await getTranslations("sessions");
  let sessions: SessionView[] | null = null;
  try {
    sessions = (await listSessions({ accountId: session.accountId })).map((record) => sessionView(record, session.sid));
  } catch {
    sessions = null;
  }
  return <FormScreen title={title}>{sessions ? <SessionsList sessions={sessions} /> : <Alert tone="error">{t("unavailable")}</Alert>}</FormScreen>;
}
