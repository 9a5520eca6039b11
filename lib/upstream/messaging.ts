import "server-only";
import { collectMatching } from "@/lib/list/collect";
import { defaultQuery } from "@/lib/list/query";
import { CLIENT_LIST } from "@/lib/lists";
import { MAX_RECIPIENTS, panelMessageAnswerSchema, sendMessageAnswerSchema, type Recipients, type SendMessageAnswer } from "@/lib/schemas/messaging";
import { upstreamPost, type Caller } from "./call";
import { listClients } from "./clients";

/**
 * The logins a message goes to: those chosen, or every client matching the tab and search,
 * collected here from the caller's own client list. null when more than the upstream takes match.
 */
export async function recipientLogins(caller: Caller, recipients: Recipients): Promise<string[] | null> {
  if (recipients.kind === "logins") return recipients.logins;
  const query = { ...defaultQuery(CLIENT_LIST), tab: recipients.tab, q: recipients.q };
  const rows = await collectMatching((q: typeof query) => listClients(caller, q), query, { cap: MAX_RECIPIENTS });
  // A client added while the pages were read may shift a name onto the next page twice.
  return rows && [...new Set(rows.map((row) => row.name))];
}

/** Queues the message for each login (one outbox row each, due about five minutes later); all refused if one is not the caller's. */
export async function sendMessage(caller: Caller, input: { logins: string[]; message: string; server: 0 | 1 }): Promise<SendMessageAnswer> {
  const answer = await upstreamPost(sendMessageAnswerSchema, caller, "messages.send", {
    simpleData: input.logins,
    message: input.message,
    server: input.server,
  });
  return { count: answer.count ?? input.logins.length, dueAt: answer.dueAt ?? null };
}

/** The admin replaces the panel message every dashboard shows. */
export function savePanelMessage(caller: Caller, message: string) {
  return upstreamPost(panelMessageAnswerSchema, caller, "message.write", { message });
}
