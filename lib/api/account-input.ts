import "server-only";
import { z } from "zod";
import { KIND_OF_SEGMENT } from "@/lib/accounts/kinds";
import { ACCOUNT_NAME_MAX, EXISTING_ACCOUNT_NAME_PATTERN } from "@/lib/account-name";

/** /api/accounts/<kind>: the kind's URL segment, turned into the kind. */
export const kindParams = z.object({ kind: z.enum(["superresellers", "resellers", "dealers"]).transform((segment) => KIND_OF_SEGMENT[segment]) });

export const ACCOUNT_NOT_FOUND = "Account not found";

/** An account named in a path or a query: any name the lists can show; one that cannot exist is "not found". */
export const existingAccountName = z
  .string()
  .trim()
  .min(1, ACCOUNT_NOT_FOUND)
  .max(ACCOUNT_NAME_MAX, ACCOUNT_NOT_FOUND)
  .regex(EXISTING_ACCOUNT_NAME_PATTERN, ACCOUNT_NOT_FOUND);

/** /api/accounts/<kind>/<name>: a name that cannot exist is a 404. */
export const accountParams = kindParams.extend({ name: existingAccountName });
