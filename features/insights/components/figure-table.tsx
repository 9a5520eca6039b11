// A chart's figures as a table, behind a disclosure under the chart: the same numbers, readable
// by a screen reader and on a phone.
export function FigureTable({ summary, caption, head, rows }: { summary: string; caption: string; head: string[]; rows: string[][] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">{summary}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-start">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell, i) => (
                <th key={i} scope="col" className="border-b border-slate-200 px-2 py-1 text-start font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="border-b border-slate-100 px-2 py-1 text-start font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="border-b border-slate-100 px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
