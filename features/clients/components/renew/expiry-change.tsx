import { useTranslations } from "next-intl";
import { useFormat } from "@/hooks/use-format";

type Props = {
  /** The client's expiry now; undefined while it loads. */
  current: string | null | undefined;
  /** The expiry the action would give; null until months are chosen. */
  next: string | null;
};

/** "Expiry now 2026-12-10 → after 2027-03-10": what a renew or retrieve does to the date, before it is sent. */
export function ExpiryChange({ current, next }: Props) {
  const t = useTranslations("clients");
  const format = useFormat();
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-700">
      {t("expiry.now")}
      <span className="font-semibold whitespace-nowrap tabular-nums">{current === undefined ? "…" : format.date(current) || t("summary.none")}</span>
      {next && (
        <>
          {" "}
          {t("expiry.after")}
          <span className="font-semibold whitespace-nowrap tabular-nums">{format.date(next)}</span>
        </>
      )}
    </p>
  );
}
