"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { PlacedButton } from "@/components/ui/placed-button";
import { TextField } from "@/components/ui/text-field";
import { useSnackbar } from "@/hooks/use-snackbar";
import { errorMessage } from "@/lib/browser/api";
import { authCalls } from "@/lib/browser/auth-calls";
import { callBff } from "@/lib/browser/call-bff";
import type { LoginAnswer } from "@/lib/schemas/auth";
import { HOME_ROUTE, normalizeRole } from "@/lib/roles";
import { RETURN_PATH_KEY, SESSION_ENDED_FLAG } from "@/lib/session-messages";
import { CaptchaField, type CaptchaFieldConfig } from "./captcha-field";
import type { SignedIn } from "./second-factor-step";

// Shown only after the password is accepted and a second factor is owed: loaded then, so the
// authenticator and passkey screens stay out of the sign-in page's first load.
const EnrolStep = dynamic(() => import("./enrol-step").then((m) => m.EnrolStep), { ssr: false });
const SecondFactorStep = dynamic(() => import("./second-factor-step").then((m) => m.SecondFactorStep), { ssr: false });


const noSubscription = () => () => {};

// The return path's rules know every screen of every role (lib/screens.ts): loaded while the
// password is checked, not with the page.
const loadReturnPath = () => import("@/lib/return-path");

export function LoginForm({ captcha }: { captcha: CaptchaFieldConfig }) {
  const t = useTranslations("auth");
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
  const sessionEnded = useSyncExternalStore(noSubscription, () => sessionStorage.getItem(SESSION_ENDED_FLAG) !== null, () => false);

  const filled = login.trim() !== "" && password !== "";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!filled || loading) return;
    if (!captchaValue) {
      snackbar.show(t("completeVerification"), "error");
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
      snackbar.show(errorMessage(error), "error");
      newCaptcha();
      setLoading(false);
    }
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
    const showError = (message: string) => snackbar.show(message, "error");
    return (
      <div className="flex w-full max-w-sm flex-col gap-2 rounded-lg bg-surface p-6 shadow-md">
        <h1 className="mb-4 text-center text-2xl font-semibold">{secondStep.secondFactor === "enrol" ? t("setUpTwoFactor") : t("twoFactor")}</h1>
        {secondStep.secondFactor === "enrol" ? (
          <EnrolStep onSignedIn={signedIn} onError={showError} />
        ) : (
          <SecondFactorStep
            methods={secondStep.methods}
            onSignedIn={signedIn}
            onError={showError}
            onEnded={(message) => {
              showError(message);
              setPassword("");
              newCaptcha();
              setSecondStep(null);
            }}
          />
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex w-full max-w-sm flex-col gap-2 rounded-lg bg-surface p-6 shadow-md" noValidate>
      <h1 className="mb-4 text-center text-2xl font-semibold">{t("signIn")}</h1>
      {sessionEnded && <Alert tone="info">{t("sessionEnded")}</Alert>}
      <TextField label={t("loginName")} name="username" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} autoFocus />
      <TextField label={t("password")} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <CaptchaField key={captchaKey} config={captcha} onChange={setCaptchaValue} />
      <PlacedButton type="submit" disabled={!filled || loading} className="mt-4 w-full">
        {loading ? t("signingIn") : t("signInButton")}
      </PlacedButton>
    </form>
  );
}
