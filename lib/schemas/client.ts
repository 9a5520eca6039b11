// One client schema for the add and update forms, the BFF handlers and the upstream payload
// (clients spec §5). Messages are the spec's words where it gives them.
import { z } from "zod";
import type { Role } from "@/lib/roles";
import { wholeNumber, wholeNumberParam } from "./numbers";
import { oneLine } from "./text";

export { MAC_PATTERN, PHONE_PATTERN, THEMES, CUSTOM_PACKAGES, DEFAULT_PACKAGE_SELECTION } from "@/lib/client-constants";
import { MAC_PATTERN, PHONE_PATTERN, THEMES, CUSTOM_PACKAGES } from "@/lib/client-constants";

export const MESSAGES = {
  loginRequired: "Login name is required",
  loginTooLong: "Login name is too long",
  loginCharacters: "Login name may not contain spaces or / ? # % \\",
  passwordRequired: "Password is required",
  passwordTooLong: "Password is too long",
  passwordTooShort: "Password must be longer than 1 character",
  descriptionTooLong: "Description is too long",
  phone: "Phone must look like (555) 123-4567",
  macRequired: "A MAC address is required unless Ministra is ticked",
  macFormat: "MAC address must be six hex pairs separated by colons",
  reseller: "A reseller will need to be selected",
  dealer: "Please select a dealer",
  ownerTooLong: "Account name is too long",
  macTooLong: "MAC address is too long",
  tooManyPackages: "Too many packages selected",
  packageId: "Unknown package",
  noPackage: "Please select at least ONE package or select a pre-defined package from the package selection.",
  allPackages: "If you want to select all packages, then just select ALL PACKAGES from package selection.",
} as const;

export const serverSchema = wholeNumber(0, 2, "Choose a server");
/** ?server=N on the package calls. */
export const serverQuerySchema = z.object({ server: wholeNumberParam(0, 2, "Choose a server") });
const MONTHS_MESSAGE = "Choose from 0 to 12 months";

/** Package ids and presets as the upstream takes them (1 to 1,000,000; at most 500 packages). */
const packageId = wholeNumber(1, 1_000_000, MESSAGES.packageId);
const owner = oneLine().trim().max(15, MESSAGES.ownerTooLong).default("");
const CLIENT_NAME = /^(?!\.{1,2}$)[^\s/?#%\\]+$/;

// Every field has a length or range limit and refuses control and direction-changing characters,
// so nothing oversized or unprintable is forwarded (the upstream refuses them too).
const base = z.object({
  server: serverSchema,
  reseller: owner,
  dealer: owner,
  ministra: z.boolean().default(false),
  mac: oneLine().trim().max(17, MESSAGES.macTooLong).default(""),
  login: oneLine().trim().min(1, MESSAGES.loginRequired).max(15, MESSAGES.loginTooLong).regex(CLIENT_NAME, MESSAGES.loginCharacters),
  password: oneLine().min(1, MESSAGES.passwordRequired).max(15, MESSAGES.passwordTooLong),
  description: oneLine().max(499, MESSAGES.descriptionTooLong).default(""),
  phone: oneLine()
    .trim()
    .default("")
    .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), MESSAGES.phone),
  months: wholeNumber(0, 12, MONTHS_MESSAGE),
  package_selection: packageId,
  packages: z.array(packageId).max(500, MESSAGES.tooManyPackages).default([]),
});

const updateExtras = z.object({
  status: z.boolean().default(true),
  /** The MAC the client had when the form opened, sent back so the upstream can find it. */
  o_mac: oneLine().max(17, MESSAGES.macTooLong).default(""),
  parent_pass: oneLine().max(15, MESSAGES.passwordTooLong).default(""),
  alt_player: z.boolean().default(false),
  theme: z.enum(THEMES).default("classic"),
});

/** Who fills the form (owner selects differ by role), and the server's package ids for the custom choice. */
export type ClientFormContext = { role: Role; availablePackageIds?: readonly number[] };

/** Rules that span fields: MAC unless Ministra, owners per role, custom package choice. */
function crossFieldIssues(value: z.infer<typeof base>, { role, availablePackageIds }: ClientFormContext) {
  const issues: { path: string; message: string }[] = [];
  if (!value.ministra) {
    if (value.mac === "") issues.push({ path: "mac", message: MESSAGES.macRequired });
    else if (!MAC_PATTERN.test(value.mac)) issues.push({ path: "mac", message: MESSAGES.macFormat });
  }
  if ((role === "manager" || role === "admin") && value.reseller === "") issues.push({ path: "reseller", message: MESSAGES.reseller });
  if (role !== "dealer" && value.dealer === "") issues.push({ path: "dealer", message: MESSAGES.dealer });
  if (value.package_selection === CUSTOM_PACKAGES) {
    if (value.packages.length === 0) issues.push({ path: "packages", message: MESSAGES.noPackage });
    else if (availablePackageIds && availablePackageIds.every((id) => value.packages.includes(id))) {
      issues.push({ path: "packages", message: MESSAGES.allPackages });
    }
  }
  return issues;
}

const updateFields = base.extend(updateExtras.shape).extend({
  months: wholeNumber(0, 12, MONTHS_MESSAGE).default(0),
  password: base.shape.password.min(2, MESSAGES.passwordTooShort),
});

export const addClientSchema = (context: ClientFormContext) =>
  base.superRefine((value, ctx) => {
    for (const issue of crossFieldIssues(value, context)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });

export const updateClientSchema = (context: ClientFormContext) =>
  updateFields.superRefine((value, ctx) => {
    for (const issue of crossFieldIssues(value, context)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });

export type ClientInput = z.infer<typeof base>;
export type ClientUpdateInput = ClientInput & z.infer<typeof updateExtras>;

/** Renew and retrieve: a non-zero choice of months. */
export const monthsActionSchema = z.object({
  months: wholeNumber(1, 12, "Choose how many months"),
});

/** A client's login as it may appear in a path: never "." or "..", no separators or escapes. */
export const clientNameSchema = oneLine().trim().min(1).max(15).regex(CLIENT_NAME);

export { fieldErrors } from "./errors";
