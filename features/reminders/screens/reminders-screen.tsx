// Reminders: the account's rules for its clients' devices, its morning digest, and
// the log of everything sent.
import { getLocale, getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { FormScreen } from "@/components/ui/form-screen";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import { loadRemindersScreen } from "@/features/reminders/server/screen-data";
import { timeZoneOptions } from "@/features/reminders/model/zone-names";
import { DeliveryLog } from "@/features/reminders/components/delivery-log";
import { LastRun } from "@/features/reminders/components/last-run";
import { ReminderRulesForm } from "@/features/reminders/components/reminder-rules-form";

export async function RemindersScreen({ session, title }: ScreenProps) {
  const [data, t, tag] = await Promise.all([loadRemindersScreen(session), getTranslations("reminders"), getLocale()]);
  const locale = isLocale(tag) ? tag : DEFAULT_LOCALE;
  const zones = timeZoneOptions(data.zones, locale, data.serverTimeZone, (zone) => t("serverZone", { zone }));
  return (
    <FormScreen title={title}>
      <Alert tone="info" title={t("howTitle")}>
        {t("how")}
      </Alert>
      {!data.smtp && (
        <Alert tone="warning" title={t("noSmtpTitle")}>
          {t("noSmtp")}
        </Alert>
      )}
      {(data.settings.enabled || data.settings.digestEmail !== "") && !data.hasCredential && (
        <Alert tone="warning" title={t("noPasswordTitle")}>
          {t("noPassword")}
        </Alert>
      )}
      {data.lastRun && <LastRun run={data.lastRun} />}
      <ReminderRulesForm
        role={session.role}
        name={session.name}
        preview={data.preview}
        initial={data.settings}
        zones={zones}
        smtp={data.smtp}
        hasCredential={data.hasCredential}
      />
      <DeliveryLog initial={data.log} />
    </FormScreen>
  );
}
