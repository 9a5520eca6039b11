// GET /api/credits – the signed-in account's balance (null for the admin: unlimited)
import { apiRoute } from "@/lib/api/route";
import { getCredits } from "@/lib/upstream/dashboard";

export const GET = apiRoute({ operation: "credits" }, async ({ session }) => ({ credits: await getCredits(session) }));
