// GET /api/ready – whether this instance should get traffic: 200 { status: "ready" }, or 503
// { status: "starting" } / { status: "shutting down" } (lib/readiness.ts). Dependencies are not
// checked here: /api/health reports them.
import { NextResponse } from "next/server";
import { readiness } from "@/lib/readiness";

export const dynamic = "force-dynamic";

export function GET() {
  const answer = readiness();
  return NextResponse.json(answer, { status: answer.status === "ready" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
