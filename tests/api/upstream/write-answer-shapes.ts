// The reference upstream's exact answers to the client writes (upstream/README.md, Clients): its
// contract, checked here. The panel itself reads a write's answer by its status and only the
// fields a screen shows (lib/schemas/write-answer.ts), since a spec backend answers less.
import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string();
const maybeText = z.string().nullable();

/** Add and save answer the Client object (upstream README, Clients). */
export const clientWriteAnswerSchema = z.strictObject({
  name: text,
  password: text,
  parent_pass: text,
  description: text,
  mac: maybeText,
  ministra: z.boolean(),
  alt_player: z.boolean(),
  status: z.boolean(),
  expiry: day,
  last_updated: text,
  last_active: maybeText,
  stb_sn: maybeText,
  stb_type: maybeText,
  version: maybeText,
  online: z.boolean(),
  phone: text,
  theme: text,
  server: z.number().int(),
  package_selection: z.number().int(),
  packages: z.array(z.number().int()),
  reseller: maybeText,
  dealer: text,
  trial: z.boolean(),
  created: text,
});

/** Reset and delete answer the client's name. */
export const nameAnswerSchema = z.strictObject({ name: text });

/** Renew and retrieve answer the months moved and the new expiry. */
export const monthsAnswerSchema = z.strictObject({ name: text, months: z.number().int().min(1).max(12), expiry: day });
