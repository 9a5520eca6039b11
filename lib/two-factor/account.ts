// Whose second factor: the account's panel identity (lib/identity, bound at its first sign-in),
// with the role and name the upstream gave it. The rows are keyed by `id`, so a later account of
// the same name never inherits them.
import type { Role } from "@/lib/roles";

export type AccountId = { id: string; role: Role; name: string };
