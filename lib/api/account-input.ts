import "server-only";
import { z } from "zod";
import { KIND_OF_SEGMENT } from "@/lib/accounts/kinds";
import { accountNameSchema } from "@/lib/schemas/text";

/** /api/accounts/<kind>: the kind's URL segment, turned into the kind. */
export const kindParams = z.object({ kind: z.enum(["superresellers", "resellers", "dealers"]).transform((segment) => KIND_OF_SEGMENT[segment]) });

/** /api/accounts/<kind>/<name>: a name that cannot exist is a 404. */
export const accountParams = kindParams.extend({ name: accountNameSchema("Account not found", "Account not found") });
export const ACCOUNT_NOT_FOUND = "Account not found";
