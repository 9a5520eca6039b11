// The client area's fixed choices (clients spec §3, §9). Free of zod, so screens that only
// show choices (the list's renew dialog) do not carry the schema library.

export const MAC_PATTERN = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
export const PHONE_PATTERN = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;
/**
 * NEXT_PUBLIC_PRODUCT_NAME, inlined at build time (it is shown in the browser); "Main Server" without it.
 * Not in lib/settings (server-only, read at run time): the browser's bundle gets the build's value.
 */
export const PRODUCT_NAME = process.env.NEXT_PUBLIC_PRODUCT_NAME || "Main Server";

export const SERVERS = [
  // The spec writes server 0 as "{product}": the business's own product name, a setting.
  { id: 0, name: PRODUCT_NAME },
  { id: 1, name: "COD 4K" },
  { id: 2, name: "Orange 4K" },
] as const;
export const THEMES = ["classic", "digital", "cappuccino", "emerald", "ocean_blue"] as const;
export const CUSTOM_PACKAGES = 3;
export const DEFAULT_PACKAGE_SELECTION = 8;
export const MONTH_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
