// The client list's columns (clients spec §2). Status, Ministra and Description move into the
// row's detail panel below `sm`, as the spec says, and so does the MAC, so that Login, Expiry and
// the actions fit a 390 px phone without sideways scrolling. Built once per role at module scope: TanStack wants stable columns.
import Link from "next/link";
import { Chip } from "@/components/ui/chip";
import { createDataTableColumnHelper } from "@/components/ui/data-table/data-table-features";
import { CheckIcon } from "@/components/ui/data-table/icons";
import { clientStatus, formatDate } from "@/lib/format";
import { clientUpdateHref, ROLES, type Role } from "@/lib/roles";
import type { ClientRow } from "@/lib/schemas/client-list";
import { ClientRowActions } from "./client-row-actions";

const helper = createDataTableColumnHelper<ClientRow>();

function buildColumns(role: Role) {
  return helper.columns([
    helper.accessor("name", {
      header: "Login",
      cell: ({ row }) => (
        <Link href={clientUpdateHref(role, row.original.name)} prefetch={false} className="text-sm font-medium text-primary underline-offset-2 hover:underline sm:text-base">
          {row.original.name}
        </Link>
      ),
    }),
    helper.accessor("description", {
      header: "Description",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <span className="line-clamp-2 max-w-xs break-words">{getValue()}</span>,
    }),
    helper.accessor("mac", {
      header: "MAC",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => <span className="font-mono text-xs whitespace-nowrap">{getValue()}</span>,
    }),
    helper.accessor("ministra", {
      header: "Ministra",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ getValue }) => (getValue() ? <span role="img" aria-label="Ministra enabled" className="inline-flex text-success"><CheckIcon /></span> : null),
    }),
    helper.accessor("status", {
      header: "Status",
      enableSorting: false,
      meta: { detail: true },
      cell: ({ row }) => {
        const status = clientStatus(row.original);
        return <Chip tone={status.statusTone}>{status.label}</Chip>;
      },
    }),
    helper.accessor("expiry", {
      header: "Expiry",
      cell: ({ row }) => {
        const date = formatDate(row.original.expiry);
        if (!date) return <span className="text-slate-500">—</span>;
        const { expired, expiryTone } = clientStatus(row.original);
        return (
          <Chip tone={expiryTone}>
            {date}
            {expired && <span className="sr-only"> (expired)</span>}
          </Chip>
        );
      },
    }),
    helper.display({
      id: "actions",
      header: "Actions",
      meta: { className: "w-0 text-right" },
      cell: ({ row }) => <ClientRowActions role={role} client={row.original} />,
    }),
  ]);
}

export const CLIENT_COLUMNS = Object.fromEntries(ROLES.map((role) => [role, buildColumns(role)])) as Record<Role, ReturnType<typeof buildColumns>>;
