// MAC checks and messages to clients (accounts spec §7). Support tickets are ./tickets.ts.
import { prefixed, same, unshown, type Call } from "./call-table";

export const SUPPORT_CALLS = {
  "mac.search": same(prefixed("searchmac")),
  // "The admin delete-by-MAC call: not shown."
  "mac.delete": unshown({ admin: "/admin/deletemac" }),
  "messages.send": same(prefixed("sendmessage")),
} as const satisfies Record<string, Call>;
