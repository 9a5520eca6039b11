// GET /api/bench/constant – bench only (npm run bench, "framework floor"): answers a constant,
// so the bench can compare the BFF's throughput with what Next itself costs per request.
// It answers 404 unless the server was started with BENCH_ROUTES=1 (only the bench does
// that), so a production deployment never exposes it.
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { settings } from "@/lib/settings";

export const dynamic = "force-dynamic";

const BODY = { ok: true };

export function GET() {
  if (!settings().benchRoutes) return jsonError(404, "Not found");
  return NextResponse.json(BODY, { headers: { "cache-control": "no-store" } });
}
