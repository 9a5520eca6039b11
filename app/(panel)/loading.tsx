// Shown inside the shell while a screen's data loads on the server.
export default function PanelLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <div className="h-8 w-56 animate-pulse rounded bg-slate-200" />
      <div className="h-64 animate-pulse rounded-lg bg-surface shadow-sm" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
