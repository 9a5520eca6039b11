// GET /api/captcha – a fresh ALTCHA challenge
import { connection } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { createChallenge } from "@/features/sign-in/captcha/altcha";
import { getCaptchaConfig } from "@/features/sign-in/captcha/config";

export const GET = apiRoute({ name: "captcha", auth: "none" }, async () => {
  // Every request needs its own challenge: never prerender or cache this handler.
  await connection();
  if (getCaptchaConfig().kind !== "altcha") return jsonError(404, "Not found");
  return createChallenge();
});
