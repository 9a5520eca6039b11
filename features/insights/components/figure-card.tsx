import { Card } from "@/components/ui/card";

/** A card of the Insights screen: its figure, then a short note of its period and how it was counted. */
export function FigureCard({ title, note, children, wide = false }: { title: string; note: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <Card title={title} className={wide ? "lg:col-span-2" : undefined}>
      {children}
      <p className="text-xs text-slate-600">{note}</p>
    </Card>
  );
}
