// GET /api/owners – the resellers and dealers the signed-in role may pick on client forms
import { apiRoute } from "@/lib/api/route";
import { getOwners } from "@/features/accounts/server/owners";

export const GET = apiRoute({ operation: "dealers.list" }, ({ session }) => getOwners(session));
