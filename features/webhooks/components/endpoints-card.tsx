"use client";
// The account's endpoints: each with its events and state (a paused one says why and how to
// resume), and its actions (edit, switch on or off, a new secret, delete); then the form to add
// one. A secret is shown once, right after it is made.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAnswerText } from "@/hooks/use-answer-text";
import { useFormat } from "@/hooks/use-format";
import { useSnackbar } from "@/hooks/use-snackbar";
import { apiFetch } from "@/lib/browser/api";
import type { EndpointInput, EndpointView } from "../schemas";
import { EndpointForm } from "./endpoint-form";
import { useLabels } from "./use-labels";
import { SecretShownOnce } from "./secret-shown-once";

/** How long the previous secret keeps signing after a new one is made. */
const ROTATION_OVERLAP_HOURS = 24;

export function EndpointsCard({ endpoints }: { endpoints: EndpointView[] }) {
  const t = useTranslations("webhooks");
  const format = useFormat();
  const labels = useLabels();
  const router = useRouter();
  const snackbar = useSnackbar();
  const answerText = useAnswerText();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EndpointView | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  async function run<T>(call: () => Promise<T>, done: (answer: T) => void) {
    setBusy(true);
    try {
      done(await call());
      router.refresh();
    } catch (failure) {
      snackbar.show(answerText(failure), "error");
    } finally {
      setBusy(false);
    }
  }
  const inputOf = (e: EndpointView, enabled: boolean): EndpointInput => ({
    url: e.url,
    events: e.events,
    expiringDays: e.expiringDays,
    lowCredit: e.lowCredit,
    enabled,
  });

  const add = (body: EndpointInput) =>
    run(
      () => apiFetch<{ secret: string }>("/api/webhooks", { method: "POST", body }),
      (answer) => setSecret(answer.secret),
    );
  const save = (id: string, body: EndpointInput) =>
    run(
      () => apiFetch(`/api/webhooks/${id}`, { method: "PUT", body }),
      () => {
        setEditing(null);
        snackbar.show(t("saved"), "success");
      },
    );
  const rotate = (id: string) =>
    run(
      () => apiFetch<{ secret: string }>(`/api/webhooks/${id}/rotate`, { method: "POST", body: { overlapHours: ROTATION_OVERLAP_HOURS } }),
      (answer) => setSecret(answer.secret),
    );
  const remove = (id: string) =>
    run(
      () => apiFetch(`/api/webhooks/${id}`, { method: "DELETE" }),
      () => {
        setDeleting(null);
        snackbar.show(t("deleted"), "success");
      },
    );

  return (
    <Card title={t("endpointsTitle")}>
      {secret && <SecretShownOnce secret={secret} onDone={() => setSecret(null)} />}
      {endpoints.length === 0 && <p className="text-sm text-slate-700">{t("noEndpoints")}</p>}
      <ul className="flex flex-col gap-3">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className="flex flex-col gap-2 rounded border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="break-all font-mono text-sm" dir="ltr">
                {endpoint.url}
              </span>
              {endpoint.pausedAt ? (
                <Chip tone="danger">{t("paused")}</Chip>
              ) : endpoint.enabled ? (
                <Chip tone="success">{t("on")}</Chip>
              ) : (
                <Chip tone="neutral">{t("off")}</Chip>
              )}
            </div>
            {endpoint.pausedAt && (
              <Alert tone="warning" title={t("pausedTitle")}>
                {t("pausedText", { time: format.timestamp(endpoint.pausedAt) })}
              </Alert>
            )}
            <p className="text-sm text-slate-700">
              {endpoint.events
                .map((type) =>
                  type === "client.expiring"
                    ? t("expiringIn", { days: endpoint.expiringDays ?? 0 })
                    : type === "credits.low"
                      ? t("lowBelow", { credits: endpoint.lowCredit ?? 0 })
                      : labels.event(type),
                )
                .join(", ")}
            </p>
            {endpoint.previousUntil && <p className="text-sm text-slate-600">{t("previousSigns", { time: format.timestamp(endpoint.previousUntil) })}</p>}
            {editing === endpoint.id ? (
              <EndpointForm initial={endpoint} busy={busy} onSave={(body) => void save(endpoint.id, body)} onCancel={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setEditing(endpoint.id)} disabled={busy}>
                  {t("edit")}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void save(endpoint.id, inputOf(endpoint, !endpoint.enabled || endpoint.pausedAt !== null))}
                  disabled={busy}
                >
                  {endpoint.enabled && !endpoint.pausedAt ? t("turnOff") : t("turnOn")}
                </Button>
                <Button variant="secondary" onClick={() => void rotate(endpoint.id)} disabled={busy}>
                  {t("rotate")}
                </Button>
                <Button variant="text" onClick={() => setDeleting(endpoint)} disabled={busy}>
                  {t("delete")}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <h4 className="text-base font-semibold">{t("addTitle")}</h4>
      <EndpointForm key={endpoints.length} busy={busy} onSave={(body) => void add(body)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle")}
        message={t("deleteText", { url: deleting?.url ?? "" })}
        confirmLabel={t("delete")}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
