"use client";
// A screen that failed to render: the shell stays, the error's text does not reach the user
// (it may be a server's), and the user can try again or go home.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

export default function PanelError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("shell");
  const tValidation = useTranslations("validation");
  const tScreens = useTranslations("screens");
  useEffect(() => {
    // In the browser (a client component): the server logged the failure itself under this digest.
    console.error("panel screen failed", error.digest ?? "");
  }, [error]);
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-lg bg-surface p-6 shadow-sm">
      <h2 className="text-2xl font-semibold">{tValidation("serverError")}</h2>
      <p className="text-sm text-slate-700">{t("screenFailed")}</p>
      <div className="flex gap-2">
        <Button onClick={reset}>{t("tryAgain")}</Button>
        <Link href="/" className="inline-flex items-center rounded px-4 py-2 text-sm font-semibold uppercase tracking-wide text-primary hover:bg-primary/5">
          {tScreens("titles.dashboard")}
        </Link>
      </div>
    </div>
  );
}
