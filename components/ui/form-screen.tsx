/** The frame of every form screen: its heading, then its cards. */
export function FormScreen({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}
