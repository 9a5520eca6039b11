// 'Manage Clients' for every role (clients spec §2): the server reads the list state from the
// URL, fetches one page from the upstream, and hands the browser that page only.
import { redirect } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { CLIENT_ROUTES } from "@/lib/roles";
import { listHref, type ListQuery } from "@/lib/list-url";
import { listQuerySchema, type ClientListPage } from "@/lib/schemas/client-list";
import type { SessionData } from "@/lib/session";
import { listClients } from "@/lib/upstream/clients";
import { UpstreamError } from "@/lib/upstream/errors";
import { ClientsTable } from "./clients-table";

type Props = {
  session: SessionData;
  searchParams: Record<string, string | string[] | undefined>;
};

type Loaded = { kind: "page"; page: ClientListPage } | { kind: "signed-out" } | { kind: "error"; message: string };

async function load(session: SessionData, query: ListQuery): Promise<Loaded> {
  try {
    return { kind: "page", page: await listClients(session, query) };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The upstream no longer knows the token: end the panel's session too.
    if (error.status === 401) return { kind: "signed-out" };
    return { kind: "error", message: error.message };
  }
}

export async function ClientListScreen({ session, searchParams }: Props) {
  const query = listQuerySchema.parse(searchParams);
  const path = CLIENT_ROUTES[session.role].list;
  const result = await load(session, query);
  // redirect() throws, so it stays outside the try above.
  if (result.kind === "signed-out") redirect("/logout");
  // A page past the end (the last client on it was deleted, an old link): show the last page.
  if (result.kind === "page" && query.page > 1 && query.page > result.page.total_pages && result.page.total_pages >= 1) {
    redirect(listHref(path, { ...query, page: result.page.total_pages }));
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className="text-2xl font-semibold">Manage Clients</h2>
      {result.kind === "error" ? <Alert tone="error">{result.message}</Alert> : <ClientsTable role={session.role} query={query} page={result.page} />}
    </div>
  );
}
