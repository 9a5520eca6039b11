// What the sign-in needs of the catalogue in the browser after its first load, loaded on demand
// (the page itself is translated on the server, features/sign-in/components/sign-in-texts.ts): the second
// step's texts (a password was accepted) and the validation messages a refusal is translated by
// (a refusal is to be shown). One small chunk per language and namespace.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/i18n/locales";
import type { ErrorText } from "@/hooks/use-error-text";
import type { Translate } from "@/i18n/translator";
import { translateError } from "@/i18n/validation-messages";

/** The namespaces of the second step (features/sign-in/components/second-step.tsx and the security pieces it shows). */
const NAMESPACES = ["auth", "security", "validation"] as const;
export type SignInMessages = Record<(typeof NAMESPACES)[number], Record<string, unknown>>;

const loaded = new Map<Locale, Promise<SignInMessages>>();

/** The same promise for the same language, so a component can `use()` it. */
export function signInMessages(locale: Locale): Promise<SignInMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all(NAMESPACES.map(async (namespace) => [namespace, (await import(`../../../messages/${locale}/${namespace}.json`)).default] as const))
      .then((parts) => Object.fromEntries(parts) as SignInMessages)
      .catch((error: unknown) => {
        // A failed load (the network) is tried again next time.
        loaded.delete(locale);
        throw error;
      });
    loaded.set(locale, messages);
  }
  return messages;
}

/** translateError in `locale`: the schemas' and the BFF's own messages translated, the upstream's own words as they came. */
export async function signInErrorText(locale: Locale): Promise<ErrorText> {
  const messages = await signInMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "validation" }) as unknown as Translate;
  return (message) => translateError(message, t, locale);
}
