import type { ZodType } from "zod";
import type { Operation } from "@/lib/operations";

// What a handler built by the route wrapper says of itself, so a test can read every handler of
// app/api: which operation it performs and whether it goes through the spend entrance.

export type RouteMark = {
  operation: Operation | ((params: never) => Operation | undefined) | undefined;
  /** Its path parameters' schema, to work out the operation of a path. */
  params: ZodType | undefined;
  /** "once": the handler is the write, sent through the spend entrance; "batch": it is handed the entrance. */
  spends: "once" | "batch" | undefined;
};

const MARK = Symbol.for("panel.route");

export function markRoute<F extends object>(handler: F, mark: RouteMark): F {
  return Object.assign(handler, { [MARK]: mark });
}

/** The mark of a handler the route wrapper built; undefined for any other function. */
export function routeMarkOf(handler: unknown): RouteMark | undefined {
  return typeof handler === "function" ? (handler as { [MARK]?: RouteMark })[MARK] : undefined;
}
