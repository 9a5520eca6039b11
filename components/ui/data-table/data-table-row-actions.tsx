// The building blocks of a row's Actions cell: icon buttons and links with a spoken name, and
// the row that holds them. Each list composes its own actions from these.
import Link from "next/link";

const ACTION_CLASSES =
  "inline-flex size-8 2xl:size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-primary disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-disabled:hover:text-slate-600";

const TONES = { default: "", danger: "hover:text-danger" } as const;

type Common = {
  /** The accessible name, e.g. "Edit alice"; also shown as a tooltip. */
  label: string;
  icon: React.ReactNode;
  tone?: keyof typeof TONES;
};

export function DataTableRowActions({ children }: { children: React.ReactNode }) {
  return <div className="flex items-center justify-end gap-0.5">{children}</div>;
}

type ButtonProps = Common & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-label" | "className">;

/** `title` may explain a disabled action, e.g. "Only expired clients can be deleted". */
export function RowActionButton({ label, icon, tone = "default", title, ...button }: ButtonProps) {
  return (
    <button type="button" {...button} aria-label={label} title={title ?? label} className={`${ACTION_CLASSES} ${TONES[tone]}`}>
      {icon}
    </button>
  );
}

/** No prefetch by default: a page of 100 rows would otherwise fire 100 requests on arrival. */
export function RowActionLink({ label, icon, tone = "default", href, prefetch = false }: Common & { href: string; prefetch?: boolean }) {
  return (
    <Link href={href} prefetch={prefetch} aria-label={label} title={label} className={`${ACTION_CLASSES} ${TONES[tone]}`}>
      {icon}
    </Link>
  );
}
