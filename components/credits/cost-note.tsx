import type { CostNote as Note } from "@/lib/credits/cost";

/** The price of the pending action, announced politely as it changes. */
export function CostNote({ note }: { note: Note }) {
  return (
    <p role="status" aria-live="polite" className={`min-h-5 text-sm ${note && !note.enough ? "font-semibold text-danger" : "text-slate-700"}`}>
      {note?.text}
    </p>
  );
}
