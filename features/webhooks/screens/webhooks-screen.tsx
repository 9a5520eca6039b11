import "server-only";
// Webhooks: the account's endpoints, how the events reach them and are signed, and the log of
// every delivery with "Send again".
import { getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { FormScreen } from "@/components/ui/form-screen";
import { panelStore } from "@/lib/store";
import { LOG_SIZE, POLLED_EVENTS } from "../schemas";
import { DeliveryLog } from "../components/delivery-log";
import { EndpointsCard } from "../components/endpoints-card";
import { deliveryPage } from "../server/outbox";
import { webhooksView } from "../server/screen-data";

export async function WebhooksScreen({ session, title }: ScreenProps) {
  const [view, log, t] = await Promise.all([
    webhooksView(session.accountId),
    panelStore().then((store) => deliveryPage(store, session.accountId, 1, LOG_SIZE)),
    getTranslations("webhooks"),
  ]);
  const { endpoints } = view;
  const polled = endpoints.some((e) => e.enabled && e.events.some((type) => POLLED_EVENTS.includes(type)));
  return (
    <FormScreen title={title}>
      <Alert tone="info" title={t("howTitle")}>
        {t("how")}
      </Alert>
      {endpoints.some((e) => e.pausedAt) && (
        <Alert tone="error" title={t("somePausedTitle")}>
          {t("somePaused")}
        </Alert>
      )}
      {polled && !view.passwordStored && (
        <Alert tone="warning" title={t("noPasswordTitle")}>
          {t("noPassword")}
        </Alert>
      )}
      <EndpointsCard endpoints={endpoints} />
      <DeliveryLog initial={{ ...log, totalPages: Math.max(1, Math.ceil(log.total / LOG_SIZE)) }} />
    </FormScreen>
  );
}
