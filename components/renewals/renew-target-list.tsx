import type { RenewTarget } from "@/lib/schemas/renewals";

/** How many names the bulk dialog lists before "and N more". */
const SHOWN = 5;

/** Which clients a bulk renewal is about: their names (the first few and "and N more"), or the search that picks them. */
export function RenewTargetList({ target, count }: { target: RenewTarget; count: number }) {
  if (target.kind === "matching") {
    const tab = target.tab.toLowerCase();
    return (
      <p className="mt-3 text-sm text-slate-700">
        Every client {target.q ? <>matching “{target.q}” </> : null}
        {tab !== "all" ? <>in the {tab} tab </> : null}({count.toLocaleString("en-US")}).
      </p>
    );
  }
  const shown = target.names.slice(0, SHOWN);
  const more = target.names.length - shown.length;
  return (
    <p className="mt-3 text-sm break-words text-slate-700">
      <span className="font-semibold">Renews: </span>
      {shown.join(", ")}
      {more > 0 && ` and ${more.toLocaleString("en-US")} more`}
    </p>
  );
}
