// The strip above a list: filters (tabs) on their own line, then search on the left and the
// list's actions (add, export) on the right; everything wraps on narrow screens.
type Props = {
  filters?: React.ReactNode;
  search?: React.ReactNode;
  actions?: React.ReactNode;
};

export function DataTableToolbar({ filters, search, actions }: Props) {
  return (
    <div className="flex flex-col gap-3">
      {filters}
      <div className="flex flex-wrap items-end justify-between gap-3 px-1">
        <div className="min-w-0 max-w-full basis-full sm:basis-auto sm:flex-none">{search}</div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
