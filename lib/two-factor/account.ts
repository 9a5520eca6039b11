// Whose second factor: the upstream's account identity as the session knows it (role and name).
// The panel keeps no account list of its own, so any backend's accounts work.
import type { Role } from "@/lib/roles";

export type AccountId = { role: Role; name: string };
