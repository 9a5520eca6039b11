"use client";

import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import type {} from "altcha/types/react"; // JSX typing for <altcha-widget>
// The "external" build injects no <style> and inlines no blob: workers, so it runs under a strict
// nonce CSP: its CSS ships as a normal stylesheet and the worker is a chunk on our own origin.
// Next compiles the CSS's light-dark() into --lightningcss-light/dark variables, which only
// resolve because app/globals.css declares color-scheme; without it the checkbox is invisible.
import "altcha/altcha.css";
import type { CaptchaConfig } from "@/features/sign-in/captcha/config"; // type only: that module is server-only

// Only for a panel set up with reCAPTCHA (which loads Google's script anyway): loaded then, so
// the ALTCHA panel's sign-in page does not carry it in its first load. React's lazy rather than
// next/dynamic, whose loader would be in every sign-in page's first load.
const Recaptcha = lazy(() => import("./recaptcha").then((m) => ({ default: m.Recaptcha })));

export type CaptchaFieldConfig = CaptchaConfig;
export type CaptchaFieldProps = {
  config: CaptchaFieldConfig;
  /** The stand-in box's "I'm not a robot", in the page's language. */
  label: string;
  /** The page's language, for the ALTCHA widget's own texts. */
  locale: string;
  onChange: (value: string | null) => void;
};

/** The login captcha: calls onChange with the value to submit, or null when there is none. */
export function CaptchaField({ config, label, locale, onChange }: CaptchaFieldProps) {
  return config.kind === "recaptcha" ? (
    <Suspense>
      <Recaptcha siteKey={config.siteKey} onChange={onChange} />
    </Suspense>
  ) : (
    <Altcha label={label} locale={locale} onChange={onChange} />
  );
}

/**
 * The ALTCHA widget (about 29 KB) loads on the first sign of a person at the form (a focus, a
 * tap or a key), not with the page, so the sign-in page's first load stays small. Until then a
 * look-alike box stands in; ticking it loads the widget and starts the verification at once.
 */
function Altcha({ label, locale, onChange }: Omit<CaptchaFieldProps, "config">) {
  const [armed, setArmed] = useState(false);
  const [startAtOnce, setStartAtOnce] = useState(false);
  const standIn = useRef<HTMLLabelElement>(null);

  useEffect(() => {
    if (armed) return;
    // A tick on the stand-in is handled by the stand-in itself (it also starts the check). The
    // page's own focus of its autofocus field is no sign of a person: the browser may give it
    // after hydration on a busy machine, which loaded the widget with no one at the form (a
    // person who clicks into that field or types in it arms it by the pointer or the key).
    const arm = (event: Event) => {
      if (event.type === "focusin" && event.target instanceof Element && event.target.hasAttribute("autofocus")) return;
      if (!standIn.current?.contains(event.target as Node)) setArmed(true);
    };
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const name of events) window.addEventListener(name, arm, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, arm);
    };
  }, [armed]);

  if (!armed || !startAtOnce) {
    if (armed) return <AltchaWidget locale={locale} onChange={onChange} auto="off" />;
    return (
      <label ref={standIn} className="flex items-center gap-3 rounded border border-slate-300 px-3 py-3 text-sm">
        <input
          type="checkbox"
          checked={false}
          onChange={() => {
            setStartAtOnce(true);
            setArmed(true);
          }}
        />
        {label}
      </label>
    );
  }
  return <AltchaWidget locale={locale} onChange={onChange} auto="onload" />;
}

const ALTCHA_LANGUAGES: Record<string, { code: string; load: () => Promise<unknown> } | undefined> = {
  // @ts-expect-error -- altcha ships this file without its own .d.ts (es.d.ts has no es.js beside it)
  es: { code: "es-es", load: () => import("altcha/i18n/es-es") },
  ar: { code: "ar", load: () => import("altcha/i18n/ar") },
};

function AltchaWidget({ locale, onChange, auto }: Pick<CaptchaFieldProps, "locale" | "onChange"> & { auto: "off" | "onload" }) {
  const ref = useRef<HTMLElement>(null);
  const emit = useEffectEvent(onChange);
  // The widget's own texts in the reader's language: its Spanish and Arabic files, loaded only for them.
  const language = ALTCHA_LANGUAGES[locale];

  useEffect(() => {
    const widget = ref.current;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      emit(state === "verified" && payload ? payload : null);
    };
    let active = true;
    // Imported here so the custom element never loads during server rendering.
    import("altcha/external").then(async () => {
      if (language) await language.load();
      if (!active || !widget) return;
      // Must match the algorithm features/sign-in/captcha/altcha.ts issues. Turbopack emits the worker as a
      // same-origin chunk, so worker-src 'self' is enough.
      if (!$altcha.algorithms.has("PBKDF2/SHA-256")) {
        $altcha.algorithms.set("PBKDF2/SHA-256", () => new Worker(new URL("altcha/workers/pbkdf2", import.meta.url)));
      }
      widget.addEventListener("statechange", onState);
    });
    return () => {
      active = false;
      widget?.removeEventListener("statechange", onState);
    };
  }, [language]);

  // The widget renders a native checkbox labelled "I'm not a robot" (Tab, then Space).
  return <altcha-widget ref={ref} challenge="/api/captcha" name="altcha" auto={auto} language={language?.code} />;
}
