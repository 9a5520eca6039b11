"use client";
import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { Button } from "./button";

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A keyboard-usable confirmation, e.g. 'Delete?' with Yes and Close. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busy, onConfirm, onClose }: Props) {
  const t = useTranslations("common");
  useReturnFocus(open);
  return (
    // The dialog element itself covers the screen, so it has a size and counts as visible.
    <Dialog open={open} onClose={busy ? () => undefined : onClose} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <DialogPanel className="w-full max-w-sm rounded-lg bg-surface p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">{message}</Description>
        <div className="mt-6 flex justify-end gap-2">
          {/* The focus starts on the choice that changes nothing: Enter never deletes or leaves by accident. */}
          <Button variant="text" onClick={onClose} disabled={busy} data-autofocus>
            {cancelLabel ?? t("close")}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t("yes")}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
