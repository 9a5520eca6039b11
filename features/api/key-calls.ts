// The API keys screen's calls as the browser makes them (app/api/api-keys/), typed by the handlers' schemas.
import { bffCall } from "@/lib/browser/typed-call";
import type { CreateKeyInput, KeyView } from "./key-input";

export const keyCalls = {
  /** POST /api/api-keys: the new key, and its secret (in this answer only). */
  create: () => bffCall<CreateKeyInput, { key: KeyView; secret: string }>("POST", "/api/api-keys"),
  /** DELETE /api/api-keys/:id */
  revoke: (id: string) => bffCall<undefined, { key: KeyView }>("DELETE", `/api/api-keys/${encodeURIComponent(id)}`),
  /** PUT /api/api-keys/credential */
  storePassword: () => bffCall<{ password: string }, { hasCredential: boolean }>("PUT", "/api/api-keys/credential"),
  /** DELETE /api/api-keys/credential */
  forgetPassword: () => bffCall<undefined, { hasCredential: boolean }>("DELETE", "/api/api-keys/credential"),
};
