import "server-only";
// The registry's English titles and menu labels (lib/screens.ts) in the reader's language, from
// namespace "screens": titles by screen id, menu labels by their English words without spaces.
import { getTranslations } from "next-intl/server";
import type { Role } from "@/lib/roles";
import type { ScreenId } from "@/lib/screens";

/** "Add Client" → "AddClient": the menu label's key in namespace "screens" (menu.AddClient). */
export const menuKey = (label: string) => label.replace(/\s+/g, "");

export async function getScreenTexts() {
  const [screens, shell] = await Promise.all([getTranslations("screens"), getTranslations("shell")]);
  const panelName = (role: Role) => shell(`panel.${role}`);
  return {
    title: (id: ScreenId | "dashboard") => screens(`titles.${id}`),
    menuLabel: (label: string) => screens(`menu.${menuKey(label)}`),
    panelName,
    /** A browser tab's title: the screen, then whose panel ("Manage Clients · Admin Panel"). */
    documentTitle: (screen: string, role: Role) => shell("documentTitle", { screen, panel: panelName(role) }),
  };
}
