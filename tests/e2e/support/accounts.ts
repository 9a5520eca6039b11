import type { Role } from "@/lib/roles";

/** The demo accounts the reference upstream seeds (README, upstream/README.md). */
export const ACCOUNTS: Record<Role, { login: string; password: string; title: string }> = {
  admin: { login: "admin", password: "admin1234", title: "Admin Panel" },
  manager: { login: "manager", password: "manager1234", title: "Super Reseller Panel" },
  reseller: { login: "reseller", password: "reseller1234", title: "Reseller Panel" },
  dealer: { login: "dealer", password: "dealer1234", title: "Dealer Panel" },
};

export const storageStatePath = (role: Role) => `playwright/.auth/${role}.json`;
