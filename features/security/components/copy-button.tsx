"use client";
// A button that copies a text (the authenticator key, the recovery codes) and says so beside it.
// The Clipboard API needs a secure context (https, or localhost); elsewhere, or when the browser
// refuses, the text is copied from a selection instead, and when that fails too the button says
// to copy it by hand.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the page not focused): try the selection below.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.className = "fixed -start-[9999px] top-0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations("security");
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void copyText(text).then((done) => setOutcome(done ? "copied" : "failed"))}>
        {label}
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {outcome === "copied" ? t("copied") : outcome === "failed" ? t("copyFailed") : ""}
      </span>
    </span>
  );
}
