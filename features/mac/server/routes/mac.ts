// GET /api/mac/:mac – is this MAC address in use (the admin also learns which client uses it)
// DELETE /api/mac/:mac – the admin deletes the client using it, whatever its status
import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { MAC_TEXTS, macSchema } from "@/lib/schemas/mac";
import { deleteByMac, searchMac } from "@/features/mac/server/upstream";

const mac = { params: z.object({ mac: macSchema }), notFound: MAC_TEXTS.format };

export const GET = apiRoute({ operation: "mac.search", ...mac }, ({ session, params }) => searchMac(session, params.mac));

export const DELETE = apiRoute({ operation: "mac.delete", ...mac }, ({ session, params }) => deleteByMac(session, params.mac));
