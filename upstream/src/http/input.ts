// Input validation: a zod failure is a 400 naming the first offending field; nothing is written.
import type { z } from "zod";
import { HttpError } from "./errors";

export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join(".");
  throw new HttpError(400, field ? `${field}: ${issue.message}` : issue.message);
}
