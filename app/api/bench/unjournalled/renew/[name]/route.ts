// POST /api/bench/unjournalled/renew/:name – bench only (npm run bench, "Journal"): the renew
// handler of POST /api/clients/:name/renew as it is, every step the same (it carries that
// handler's route mark: it is that handler), but its upstream write not journalled, so the bench
// can tell what the journal adds to a renew. 404 unless the server was started with BENCH_ROUTES=1.
import type { NextRequest } from "next/server";
import { POST as renew } from "@/app/api/clients/[name]/renew/route";
import { jsonError } from "@/lib/api/responses";
import { markRoute, routeMarkOf } from "@/lib/api/route-mark";
import { settings } from "@/lib/settings";
import { runUnjournalledForBench } from "@/lib/write-journal";

export const dynamic = "force-dynamic";

function unjournalledRenew(request: NextRequest, context: { params: Promise<{ name: string }> }): Promise<Response> {
  if (!settings().benchRoutes) return Promise.resolve(jsonError(404, "Not found"));
  return runUnjournalledForBench(() => renew(request, context));
}

export const POST = markRoute(unjournalledRenew, routeMarkOf(renew)!);
