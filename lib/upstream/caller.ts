import type { SessionData } from "@/lib/session/cookie";

/** Who is calling: the session's role picks the path, its token goes along. */
export type Caller = Pick<SessionData, "token" | "role">;
