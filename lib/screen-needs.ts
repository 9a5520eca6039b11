// The operation each screen cannot work without: a backend that does not offer it to the role
// (a spec-only backend, nothing mapped) hides the screen's menu entry, and its route says so in
// one sentence instead of failing. null: a screen of the panel's own, which needs no
// upstream call (Your Sessions, Security).
import type { Operation } from "./operations";
import type { ScreenId } from "./screens";

export const SCREEN_NEEDS: Record<ScreenId, Operation | null> = {
  "clients.list": "clients.list",
  "clients.add": "clients.add",
  "clients.update": "clients.get",
  "clients.expiring": "clients.expiring",
  "superResellers.list": "superResellers.list",
  "superResellers.add": "superResellers.add",
  "superResellers.update": "superResellers.get",
  "resellers.list": "resellers.list",
  "resellers.add": "resellers.add",
  "resellers.update": "resellers.get",
  "dealers.list": "dealers.list",
  "dealers.add": "dealers.add",
  "dealers.update": "dealers.get",
  transactions: "transactions.list",
  "mac.check": "mac.search",
  "mac.delete": "mac.delete",
  "messages.send": "messages.send",
  "message.panel": "message.write",
  "tickets.list": "tickets.list",
  "tickets.add": "tickets.add",
  "tickets.update": "tickets.get",
  // The panel's own journal: on every backend.
  audit: null,
  backendAudit: "audit.list",
  security: null,
  apiKeys: null,
  // Device reminders go out through sendmessage.
  reminders: "messages.send",
  sessions: null,
  // The panel's own records; the poller of its events reads only what the backend offers the role.
  webhooks: null,
  // Its figures are counted from the caller's own transactions (and its client list).
  insights: "transactions.list",
};
