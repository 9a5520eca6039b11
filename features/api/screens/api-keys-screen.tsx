import "server-only";
// API Keys, every role: the account's keys for the REST API (and those of the accounts below it),
// the upstream password the API signs in with, and a link to the API's reference.
import { getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { Alert } from "@/components/ui/alert";
import { FormScreen } from "@/components/ui/form-screen";
import { hasSecondFactor } from "@/features/security/server";
import { storedCredential } from "@/features/reminders/server";
import { CredentialCard } from "../components/credential-card";
import { KeysCard } from "../components/keys-card";
import { NewKeyCard } from "../components/new-key-card";
import type { KeyView } from "../key-input";
import { visibleKeys } from "../server/key-admin";

export async function ApiKeysScreen({ session, title }: ScreenProps) {
  const t = await getTranslations("apiKeys");
  const account = { id: session.accountId, role: session.role, name: session.name };
  let keys: KeyView[] | null = null;
  let hasCredential = false;
  try {
    [keys, hasCredential] = await Promise.all([visibleKeys(session), storedCredential(session.accountId).then((sealed) => sealed !== null)]);
  } catch {
    keys = null;
  }
  return (
    <FormScreen title={title}>
      <p className="text-sm text-slate-700">
        {t("intro")} {/* A plain link: the reference page is a route handler of its own, outside the panel's router. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className="font-medium text-primary underline" href="/apidocs">
          {t("reference")}
        </a>
      </p>
      <CredentialCard hasCredential={hasCredential} />
      <NewKeyCard needsCode={await hasSecondFactor(account)} />
      {keys ? <KeysCard keys={keys} /> : <Alert tone="error">{t("unavailable")}</Alert>}
    </FormScreen>
  );
}
