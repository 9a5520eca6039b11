// The upstream's answers to the BFF's calls, as "STATUS METHOD /path": the fuzz test counts the
// ones that refuse the input (400) or fail (5xx), which the BFF must never cause. Node's HTTP
// client announces every answer on this channel (lib/upstream/exchange.ts speaks node:http).
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { ClientRequest, IncomingMessage } from "node:http";
import { afterAll, beforeAll } from "vitest";

const CHANNEL = "http.client.response.finish";

export function upstreamAnswersForFile(upstreamUrl: () => string): string[] {
  const answers: string[] = [];
  const onAnswer = (message: unknown) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    if (request.getHeader("host") === new URL(upstreamUrl()).host) answers.push(`${response.statusCode} ${request.method} ${request.path.split("?")[0]}`);
  };
  beforeAll(() => subscribe(CHANNEL, onAnswer));
  afterAll(() => unsubscribe(CHANNEL, onAnswer));
  return answers;
}

/** The answers that say the BFF forwarded what the upstream refuses as input, or made it fail. */
export const refusedOrFailed = (answers: string[]) => answers.filter((answer) => answer.startsWith("400 ") || answer.startsWith("5"));
