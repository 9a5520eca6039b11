// The client area's routes per role, read from the screen registry the panel itself uses.
import type { Role } from "@/lib/roles";
import { screenHref, screenRoute } from "@/lib/screens";

export function clientRoutes(role: Role) {
  return { list: screenRoute(role, "clients.list")!, add: screenRoute(role, "clients.add")!, update: screenRoute(role, "clients.update")! };
}

export const clientUpdateHref = (role: Role, name: string) => screenHref(role, "clients.update", { name });
