// A chart's figures as a table beside it: the same numbers, for a screen reader and for anyone who
// prefers them. It fits its card on a phone: a few columns, and the headers' words may break.
import { Fragment } from "react";

/** A row's label; a range "from – to" may break between its ends, never inside a date. */
function RowLabel({ label }: { label: string }) {
  return label.split(" – ").map((part, i) => (
    <Fragment key={i}>
      {i > 0 && " – "}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

export function FigureTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <div>
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="border-b border-slate-200 px-1 py-1 text-start align-bottom font-semibold [overflow-wrap:anywhere]">
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
                  <th key={i} scope="row" className="border-b border-slate-100 px-1 py-1 text-start font-normal">
                    <RowLabel label={cell} />
                  </th>
                ) : (
                  <td key={i} className="border-b border-slate-100 px-1 py-1 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
