"use client";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { PlacedButton } from "@/components/ui/placed-button";
import { TextField } from "@/components/ui/text-field";
import { useSnackbar } from "@/hooks/use-snackbar";
import { errorMessage } from "@/lib/browser/api";
import { authCalls } from "@/features/sign-in/browser/auth-calls";
import { callBff } from "@/lib/browser/typed-call";
import type { LoginAnswer } from "@/lib/schemas/auth";
import { HOME_ROUTE, normalizeRole } from "@/lib/roles";
import { RETURN_PATH_KEY, SESSION_ENDED_FLAG } from "@/lib/session/messages";
import type { Locale } from "@/i18n/locales";
import { CaptchaField, type CaptchaFieldConfig } from "./captcha-field";
import type { SignedIn } from "./second-factor-step";
import type { SignInTexts } from "./sign-in-texts";

// Shown only after the password is accepted and a second factor is owed: loaded then, with the
// catalogue parts it translates itself with, so the authenticator and passkey screens and
// next-intl's runtime stay out of the sign-in page's first load. (React's lazy, not next/dynamic:
// it is never rendered on the server, and next/dynamic's loader would be in the first load.)
const SecondStep = lazy(() => import("./second-step").then((m) => ({ default: m.SecondStep })));

// The translator of the BFF's refusals, loaded when there is one to show.
const loadCatalogue = () => import("./sign-in-catalogue");

const noSubscription = () => () => {};

// The return path's rules know every screen of every role (lib/screens.ts): loaded while the
// password is checked, not with the page.
const loadReturnPath = () => import("@/lib/return-path");

type Props = {
  captcha: CaptchaFieldConfig;
  /** The form's texts in the page's language (translated on the server). */
  texts: SignInTexts;
  locale: Locale;
};

export function LoginForm({ captcha, texts, locale }: Props) {
  const snackbar = useSnackbar();
  const router = useRouter();
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [captchaValue, setCaptchaValue] = useState<string | null>(null);
  // A new widget after each refused try: a solved challenge is good for one sign-in only.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [loading, setLoading] = useState(false);
  const [secondStep, setSecondStep] = useState<Exclude<LoginAnswer, SignedIn> | null>(null);
  // A tab that signed itself out at the hour says so here, until the next sign-in.
  const sessionEnded = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(SESSION_ENDED_FLAG) !== null,
    () => false,
  );

  const filled = login.trim() !== "" && password !== "";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!filled || loading) return;
    if (!captchaValue) {
      snackbar.show(texts.completeVerification, "error");
      return;
    }
    setLoading(true);
    void loadReturnPath().catch(() => null);
    try {
      const answer = await callBff(authCalls.login(), { login, password, captcha: captchaValue });
      if ("secondFactor" in answer) {
        setSecondStep(answer);
        setLoading(false);
      } else await signedIn(answer);
    } catch (error) {
      void showError(errorMessage(error));
      newCaptcha();
      setLoading(false);
    }
  }

  /** A refusal in the reader's language (the schemas' and the BFF's own; the upstream's words as they came). */
  async function showError(message: string) {
    const errorText = await loadCatalogue()
      .then((catalogue) => catalogue.signInErrorText(locale))
      .catch(() => (english: string) => english);
    snackbar.show(errorText(message), "error");
  }

  function newCaptcha() {
    setCaptchaValue(null);
    setCaptchaKey((key) => key + 1);
  }

  async function signedIn({ role }: SignedIn) {
    // Back to the page the ended session was on, if this role may open it; the dashboard otherwise
    // (also if the rules could not be loaded).
    const rules = await loadReturnPath().catch(() => null);
    const back = rules?.returnPath(sessionStorage.getItem(RETURN_PATH_KEY), normalizeRole(role)) ?? null;
    sessionStorage.removeItem(SESSION_ENDED_FLAG);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    router.replace(back ?? HOME_ROUTE);
  }

  if (secondStep) {
    const enrol = secondStep.secondFactor === "enrol";
    return (
      <div className="flex w-full max-w-sm flex-col gap-2 rounded-lg bg-surface p-6 shadow-md">
        <h1 className="mb-4 text-center text-2xl font-semibold">{enrol ? texts.setUpTwoFactor : texts.twoFactor}</h1>
        <Suspense>
          <SecondStep
            locale={locale}
            step={enrol ? "enrol" : secondStep.methods}
            onSignedIn={signedIn}
            onError={(message) => void showError(message)}
            onEnded={(message) => {
              void showError(message);
              setPassword("");
              newCaptcha();
              setSecondStep(null);
            }}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex w-full max-w-sm flex-col gap-2 rounded-lg bg-surface p-6 shadow-md" noValidate>
      <h1 className="mb-4 text-center text-2xl font-semibold">{texts.signIn}</h1>
      {sessionEnded && <Alert tone="info">{texts.sessionEnded}</Alert>}
      <TextField label={texts.loginName} name="username" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} autoFocus />
      <TextField
        label={texts.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <CaptchaField key={captchaKey} config={captcha} label={texts.notARobot} locale={locale} onChange={setCaptchaValue} />
      <PlacedButton type="submit" disabled={!filled || loading} className="mt-4 w-full">
        {loading ? texts.signingIn : texts.signInButton}
      </PlacedButton>
    </form>
  );
}
