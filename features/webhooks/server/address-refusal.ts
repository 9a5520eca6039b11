import "server-only";
import { jsonError } from "@/lib/api/responses";
import { settings } from "@/lib/settings";
import { WEBHOOK_TEXTS } from "../schemas";
import { AddressRefused, checkedTarget } from "./address-guard";

/** The address rules at saving too (they are checked again at every delivery): a refused address is said at once. */
export async function addressRefusal(url: string): Promise<Response | null> {
  try {
    await checkedTarget(url, settings().webhooksAllowPrivate);
    return null;
  } catch (error) {
    if (error instanceof AddressRefused) return jsonError(422, WEBHOOK_TEXTS.addressRefused, { detail: error.message });
    throw error;
  }
}
