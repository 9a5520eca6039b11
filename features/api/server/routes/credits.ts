import "server-only";
// GET /api/v1/credits – the key's account's balance (null for the admin: unlimited)
import { getCredits } from "@/lib/upstream/dashboard";
import { v1Route } from "../v1-route";

export const GET = v1Route({ scope: ["clients:read", "transactions:read"], operation: "credits" }, async ({ session }) => ({
  credits: await getCredits(session),
}));
