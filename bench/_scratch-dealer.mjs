import { randomBytes } from "node:crypto";
import { createServers, signIn } from "./servers.mjs";
import { timedGet } from "./load.mjs";
const servers = createServers();
const sessionPassword = randomBytes(32).toString("base64url");
try {
  const clients = Number(process.argv[2] ?? 5000);
  const spec = await servers.startSpecUpstream({ name: "spec-d", clients });
  const env = { UPSTREAM_CALLS_FILE: "tests/spec-upstream/upstream-calls.json", UPSTREAM_MAX_RESPONSE_BYTES: String(64 * 2 ** 20) };
  const next = await servers.startNext({ name: "next-d", upstreamUrl: spec.url, sessionPassword, env });
  for (let i = 0; i < 4; i++) {
    const { cookie } = await signIn(next.url, "dealer", "dealer1234", sessionPassword);
    const first = await timedGet(`${next.url}/clients`, { cookie });
    const second = await timedGet(`${next.url}/api/clients?page=2&size=10`, { cookie });
    const dash = await timedGet(`${next.url}/`, { cookie });
    console.log(clients, "first /clients", first.status, first.ms.toFixed(0), "ms; page 2", second.ms.toFixed(0), "ms; dashboard", dash.ms.toFixed(0));
  }
} finally {
  await servers.stopAll();
}
