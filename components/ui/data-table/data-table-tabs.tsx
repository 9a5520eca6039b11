"use client";

export type DataTableTab<V extends string> = { value: V; label: string; count?: number };

type Props<V extends string> = {
  /** Names the tab list, e.g. "Client status". */
  label: string;
  tabs: readonly DataTableTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The id of the table the tabs filter. */
  controls?: string;
};

const tabName = (tab: DataTableTab<string>) => (tab.count === undefined ? tab.label : `${tab.label} (${tab.count.toLocaleString("en-US")})`);

/**
 * Filter tabs with counts, e.g. "ALL (120)". ARIA tabs with manual activation: arrows, Home and
 * End move the focus, Enter or Space chooses (each choice loads a page, so focus alone must not).
 */
export function DataTableTabs<V extends string>({ label, tabs, value, onChange, controls }: Props<V>) {
  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    buttons[(moves[event.key] + buttons.length) % buttons.length]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex max-w-full overflow-x-auto border-b border-slate-200">
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(tab.value)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold uppercase tracking-wide transition-colors sm:px-4 ${
              selected ? "border-primary text-primary" : "border-transparent text-slate-600 hover:text-primary"
            }`}
          >
            {tabName(tab)}
          </button>
        );
      })}
    </div>
  );
}
