type Tone = "warning" | "success" | "info" | "error";

const TONES: Record<Tone, string> = {
  warning: "border-warning/40 bg-orange-50 text-orange-900",
  success: "border-success/40 bg-green-50 text-green-900",
  info: "border-info/40 bg-sky-50 text-sky-900",
  error: "border-danger/40 bg-red-50 text-red-900",
};

const ICONS: Record<Tone, string> = { warning: "⚠", success: "✓", info: "ℹ", error: "✕" };

export function Alert({ tone, title, children }: { tone: Tone; title?: string; children: React.ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "note"} data-tone={tone} className={`flex gap-3 rounded border px-4 py-3 text-sm ${TONES[tone]}`}>
      <span aria-hidden="true" className="font-bold">
        {ICONS[tone]}
      </span>
      <div className="flex-1 whitespace-pre-line">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
