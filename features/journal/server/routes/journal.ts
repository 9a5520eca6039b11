import "server-only";
// GET /api/journal – one page of the panel's journal of writes that the signed-in account may read (?q=&page=&size=)
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { JOURNAL_LIST } from "../../list";
import { loadJournalPage } from "../load";

export const GET = apiRoute({ name: "journal.list", screen: "audit", query: apiListQuerySchema(JOURNAL_LIST) }, ({ session, query }) =>
  loadJournalPage(session, query),
);
