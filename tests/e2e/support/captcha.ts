// A solved ALTCHA payload, as the widget would submit it, for sign-ins sent without a browser.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export async function solvedCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha: no solution");
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString("base64");
}

/** POST /api/auth/login as the sign-in form does; extra headers (e.g. X-Forwarded-For) as given. */
export async function postLogin(baseUrl: string, body: { login: string; password: string; captcha: string }, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json", "x-panel-request": "1", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; role?: string } };
}
