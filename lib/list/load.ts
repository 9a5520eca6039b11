import "server-only";
import { redirect } from "next/navigation";
import { UpstreamError } from "@/lib/upstream/errors";
import { sessionLost } from "@/lib/upstream/session-lost";
import { listHref, type ListPage, type ListShape, type QueryOf } from "./query";

export type LoadedList<Row> = { kind: "page"; page: ListPage<Row> } | { kind: "error"; message: string };

type Options<S extends ListShape, Row> = {
  /** The screen's route, for the redirect past the last page. */
  path: string;
  shape: S;
  query: QueryOf<S>;
  load: (query: QueryOf<S>) => Promise<ListPage<Row>>;
};

/**
 * One page of any list for a server component. The upstream no longer honouring the token ends the
 * panel's session too (lib/upstream/session-lost.ts); a page past the end (its last row was deleted, an old link) shows the last
 * page instead; any other failure becomes the message the screen shows in place of the table.
 */
export async function loadListPage<S extends ListShape, Row>({ path, shape, query, load }: Options<S, Row>): Promise<LoadedList<Row>> {
  let result: LoadedList<Row> | "signed-out";
  try {
    result = { kind: "page", page: await load(query) };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    result = sessionLost(error) ? "signed-out" : { kind: "error", message: error.message };
  }
  // redirect() throws, so it stays outside the try above.
  if (result === "signed-out") redirect("/logout");
  const last = result.kind === "page" ? result.page.totalPages : 0;
  if (query.page > 1 && last >= 1 && query.page > last) redirect(listHref(path, shape, { ...query, page: last }));
  return result;
}
