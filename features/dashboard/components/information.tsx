import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";

export async function Information({ message }: { message: string | null }) {
  const t = await getTranslations("dashboard");
  return (
    <section aria-labelledby="information-heading" className="flex flex-col gap-3">
      <h2 id="information-heading" className="text-lg font-semibold">
        {t("information")}
      </h2>
      {/* The administrator's own message is shown as it was written. */}
      <Alert tone="warning">{message?.trim() ? message : t("noMessage")}</Alert>
      <Alert tone="success">{t("ministraNote")}</Alert>
    </section>
  );
}
