// GET /api/captcha – a fresh ALTCHA challenge
import { connection } from "next/server";
import { withRequestLog } from "@/lib/api/request-log";
import { createChallenge } from "@/lib/captcha/altcha";
import { getCaptchaConfig } from "@/lib/captcha/config";

const noStore = { "Cache-Control": "no-store" };

export function GET(request: Request) {
  return withRequestLog(request, "captcha", async () => {
    // Every request needs its own challenge: never prerender or cache this handler.
    await connection();
    if (getCaptchaConfig().kind !== "altcha") {
      return Response.json({ message: "Not found" }, { status: 404, headers: noStore });
    }
    return Response.json(await createChallenge(), { headers: noStore });
  });
}
