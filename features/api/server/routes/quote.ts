import "server-only";
// GET /api/v1/quote?action=add|renew&months=N – what a spend would cost and the balance after it
import { z } from "zod";
import { wholeNumberParam } from "@/lib/schemas/numbers";
import { getCredits } from "@/lib/upstream/dashboard";
import { v1Route } from "../v1-route";

// One credit a month; an add with 0 months is a free trial (upstream/README.md, Credits).
export const quoteQuerySchema = z.object({
  action: z.enum(["add", "renew"], { message: "action must be add or renew" }),
  months: wholeNumberParam(0, 12, "Choose from 0 to 12 months"),
});

export const GET = v1Route({ scope: ["clients:add", "clients:renew"], operation: "credits", query: quoteQuerySchema }, async ({ session, query }) => {
  const cost = query.months;
  const balance = await getCredits(session);
  const unlimited = session.role === "admin";
  return {
    action: query.action,
    months: query.months,
    cost,
    balance: unlimited ? null : balance,
    balanceAfter: unlimited || balance === null ? null : balance - cost,
    enough: unlimited || balance === null || balance >= cost,
  };
});
