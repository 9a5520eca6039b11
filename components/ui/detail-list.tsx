/** Label and value pairs, two columns: a card's read-only facts (an account's details, a device's). */
export function DetailList({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    // A label takes at most half the width and wraps: a long one ("Estado de conexión") must not squeeze its value out of the card.
    <dl className="grid grid-cols-[fit-content(50%)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
