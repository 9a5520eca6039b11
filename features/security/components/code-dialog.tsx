"use client";
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type Props = { open: boolean; title: string; message: string; confirmLabel: string; busy: boolean; onConfirm: (code: string) => void; onClose: () => void };

/** Asks for a current code (the authenticator app's, or a recovery code) before a change to the factors. */
export function CodeDialog({ open, title, message, confirmLabel, busy, onConfirm, onClose }: Props) {
  const t = useTranslations("security");
  const [code, setCode] = useState("");
  const close = () => {
    setCode("");
    onClose();
  };
  return (
    <Dialog open={open} onClose={busy ? () => undefined : close} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <DialogPanel className="w-full max-w-sm rounded-lg bg-surface p-6 shadow-xl">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && code.trim()) onConfirm(code.trim());
          }}
        >
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <Description className="mt-2 text-sm text-slate-700">{message}</Description>
          <TextField
            className="mt-4"
            label={t("currentCode")}
            name="current-code"
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            data-autofocus
          />
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="text" onClick={close} disabled={busy}>
              {t("close")}
            </Button>
            <Button type="submit" variant="danger" disabled={busy || !code.trim()}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
