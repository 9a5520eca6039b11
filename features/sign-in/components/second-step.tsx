"use client";
// The sign-in's step after an accepted password (a second factor, or setting one up), loaded
// only then, with the catalogue parts it and the security pieces it shows translate themselves
// with: the sign-in page's first load carries no next-intl runtime (docs/i18n.md).
import { use } from "react";
import { NextIntlClientProvider } from "next-intl";
import { CatalogueErrorText } from "@/components/shell/catalogue-error-text";
import { TIME_ZONE, type Locale } from "@/i18n/locales";
import { EnrolStep } from "./enrol-step";
import { SecondFactorStep, type Methods, type SignedIn } from "./second-factor-step";
import { signInMessages } from "./sign-in-catalogue";

type Props = {
  locale: Locale;
  /** "enrol" when the role must set up a second factor first, else the factors the account has. */
  step: "enrol" | Methods;
  onSignedIn: (answer: SignedIn) => void;
  onError: (message: string) => void;
  /** The pending sign-in ended: back to the password, with the BFF's (English) message. */
  onEnded: (message: string) => void;
};

export function SecondStep({ locale, step, onSignedIn, onError, onEnded }: Props) {
  const messages = use(signInMessages(locale));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      <CatalogueErrorText>
        {step === "enrol" ? (
          <EnrolStep onSignedIn={onSignedIn} onError={onError} />
        ) : (
          <SecondFactorStep methods={step} onSignedIn={onSignedIn} onError={onError} onEnded={onEnded} />
        )}
      </CatalogueErrorText>
    </NextIntlClientProvider>
  );
}
