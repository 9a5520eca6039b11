/**
 * A box that may scroll sideways on a phone (a wide table): keyboard users reach it with Tab and
 * scroll it with the arrow keys, and it is announced by its label. Positioned, so that an
 * absolutely placed descendant (sr-only text) scrolls inside it instead of widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary">
      {children}
    </div>
  );
}
