// MAC checks, messages to clients and support tickets (accounts spec §7).
import { BELOW_ADMIN, prefixed, same, unshown, type Call } from "./call-table";

export const SUPPORT_CALLS = {
  "mac.search": same(prefixed("searchmac")),
  // "The admin delete-by-MAC call: not shown."
  "mac.delete": unshown({ admin: "/admin/deletemac" }),
  "messages.send": same(prefixed("sendmessage")),
  // The admin sees and closes every ticket but creates none.
  "tickets.list": same(prefixed("tickets")),
  "tickets.get": same(prefixed("ticket")),
  "tickets.add": same(prefixed("addticket", BELOW_ADMIN)),
  "tickets.save": same(prefixed("saveticket")),
  "tickets.details": same(prefixed("ticketdetails")),
  "tickets.addDetail": same(prefixed("addticketdetail")),
} as const satisfies Record<string, Call>;
