// What every route module receives and what the guard leaves on the request context.
import type { Hono } from "hono";
import type { Db } from "../db/connect";
import type { Clock } from "../rules/dates";
import type { Actor, Role } from "../rules/roles";

export interface Deps {
  db: Db;
  now: Clock;
  /** Set when RECAPTCHA_SECRET_KEY is configured: sign-in then needs a captcha response. */
  captchaRequired: boolean;
}

export type Env = {
  Variables: {
    actor: Actor;
    /** The raw token, kept only so that logout can revoke it; never logged. */
    token: string;
    /** The parsed JSON body of a POST ({} on GET). */
    body: Record<string, unknown>;
  };
};

/** A route module registers its calls on one role's sub-app (mounted under that role's prefix). */
export type RouteModule = (routes: Hono<Env>, role: Role, deps: Deps) => void;
