// Update Panel Message, the admin's (accounts spec §2.7): the message every dashboard shows.
import { getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { FormScreen } from "@/components/ui/form-screen";
import { loadPanelMessage } from "@/features/messaging/server/load-panel-message";
import { PanelMessageForm } from "@/features/messaging/components/panel-message-form";

export async function PanelMessageScreen({ session, title }: ScreenProps) {
  const [current, t] = await Promise.all([loadPanelMessage(session), getTranslations("messaging")]);
  return (
    <FormScreen title={title}>
      {current.error !== null ? (
        <Alert tone="error">{current.error}</Alert>
      ) : (
        <Alert tone="info" title={t("currentMessage")}>
          {current.message || t("noMessageYet")}
        </Alert>
      )}
      <PanelMessageForm />
    </FormScreen>
  );
}
