// GET /api/ready – whether this instance should get traffic: 200 { status: "ready", checks }
// or 503 naming the failing part, or "shutting down" after SIGTERM (lib/readiness.ts).
import { NextResponse } from "next/server";
import { readiness } from "@/lib/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const answer = await readiness();
  return NextResponse.json(answer, { status: answer.status === "ready" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
