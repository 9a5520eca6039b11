"use client";
// Google's reCAPTCHA v2 box, for a panel configured with it (features/sign-in/captcha/config.ts).
import { useEffect, useEffectEvent, useRef } from "react";

type Grecaptcha = {
  render: (container: HTMLElement, params: Record<string, unknown>) => number;
};

let recaptchaLoaded: Promise<Grecaptcha> | undefined;

function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaLoaded ??= new Promise((resolve, reject) => {
    const w = window as unknown as Record<string, unknown>;
    w.onRecaptchaLoad = () => resolve(w.grecaptcha as Grecaptcha);
    const script = document.createElement("script");
    script.src = "https://www.google.com/recaptcha/api.js?render=explicit&onload=onRecaptchaLoad";
    script.async = true;
    // Without 'strict-dynamic' the script needs the page's nonce; api.js passes it on to the
    // scripts it loads. Browsers hide the nonce attribute, but the property stays readable.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.onerror = () => {
      recaptchaLoaded = undefined;
      script.remove();
      reject(new Error("reCAPTCHA failed to load"));
    };
    document.head.append(script);
  });
  return recaptchaLoaded;
}

export function Recaptcha({ siteKey, onChange }: { siteKey: string; onChange: (value: string | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const emit = useEffectEvent(onChange);

  useEffect(() => {
    // A fresh box per effect run: grecaptcha.render refuses a container it has used before.
    const box = document.createElement("div");
    ref.current?.append(box);
    let active = true;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (!active) return;
        grecaptcha.render(box, {
          sitekey: siteKey,
          callback: (token: string) => emit(token),
          "expired-callback": () => emit(null),
          "error-callback": () => emit(null),
        });
        // Its hidden textarea is hidden by an inline style attribute, which a strict style-src
        // blocks; hiding it through the CSSOM is allowed.
        box.querySelector("textarea")?.style.setProperty("display", "none");
      })
      .catch(() => emit(null));
    return () => {
      active = false;
      box.remove();
    };
  }, [siteKey]);

  return <div ref={ref} />;
}
