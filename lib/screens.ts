// THE registry of screens per role: each screen's route, title and, when it has one, its menu
// entry. lib/roles.ts derives the route tables and the menus from it, and screens find each
// other here by id (e.g. where "Add Client" goes back to), so a route is written once.
import type { Role } from "./roles";

/** A screen: `I` is its id, the same for every role that has it (each role's route may differ). */
type ScreenOf<I extends string> = {
  id: I;
  route: string;
  /** The page's heading and document title. */
  title: string;
  /** The menu entry's label; screens without one are reached from other screens. */
  menu?: string;
  badge?: "activeTickets";
};

const screen = <const I extends string>(id: I, route: string, title: string, menu?: string): ScreenOf<I> => ({ id, route, title, ...(menu ? { menu } : {}) });

const TRANSACTIONS = screen("transactions", "/transactions", "Transactions", "Transactions");
/** The audit log of the role's subtree (the panel's own screen, not in the spec): every role. */
const AUDIT = screen("audit", "/audit", "Audit Log", "Audit Log");
/** The reference upstream's own audit records, reached from the Audit Log where the backend keeps them. */
const BACKEND_AUDIT = screen("backendAudit", "/audit/backend", "Backend Audit Records");
const CHECK_MAC = screen("mac.check", "/checkmac", "Check MAC Address", "Check MAC");
const ADD_TICKET = screen("tickets.add", "/addticket", "Create Ticket");
const UPDATE_TICKET = screen("tickets.update", "/updateticket", "Update Ticket Status");
// The expiry worklist: one route for every role, beside the client list in the menu.
const EXPIRING = screen("clients.expiring", "/expiring", "Expiring", "Expiring");
// Second-factor sign-in: every role sets up its own; the admin also says which roles must.
const SECURITY = screen("security", "/security", "Security", "Security");
// The keyed REST API's keys (features/api): every role, beside Security.
const API_KEYS = screen("apiKeys", "/api-keys", "API Keys", "API Keys");
// Signed webhooks to the account's own shop: every role, beside Security.
const WEBHOOKS = screen("webhooks", "/webhooks", "Webhooks", "Webhooks");
// Automatic expiry reminders and the morning digest: one route for every role, after Message.
const REMINDERS = screen("reminders", "/reminders", "Reminders", "Reminders");
// Where the credits go and what is coming up, and the monthly statements: every role, after Transactions.
const INSIGHTS = screen("insights", "/insights", "Insights", "Insights");
// The account's own sign-ins, to see and end them: every role, last in the menu.
const SESSIONS = screen("sessions", "/sessions", "Your Sessions", "Your Sessions");

/** The account's records, every role, after its lists: where its credits went and who did what. */
const RECORD_SCREENS = [TRANSACTIONS, INSIGHTS, AUDIT, BACKEND_AUDIT];
/** The account's own settings, every role, last in the menu: a new screen of the same kind is one line here. */
const ACCOUNT_SCREENS = [SECURITY, API_KEYS, WEBHOOKS, SESSIONS];

// In menu order (accounts spec §2.9): add-entity entries, entity lists, Users, Transactions,
// Check MAC (not for the admin), Message, Support; the admin adds its own screens.
const SCREEN_TABLE = {
  dealer: [
    screen("clients.add", "/addclient", "Add Client", "Add Client"),
    screen("clients.list", "/clients", "Manage Clients", "Users"),
    EXPIRING,
    screen("clients.update", "/updateclient", "Update Client"),
    ...RECORD_SCREENS,
    CHECK_MAC,
    screen("messages.send", "/dmessage", "Message Clients", "Message"),
    REMINDERS,
    screen("tickets.list", "/dsupport", "Manage Tickets", "Support"),
    ADD_TICKET,
    UPDATE_TICKET,
    ...ACCOUNT_SCREENS,
  ],
  reseller: [
    screen("dealers.add", "/adddealer", "Add Dealer", "Add Dealer"),
    screen("dealers.list", "/dealers", "Manage Dealers", "Dealers"),
    screen("dealers.update", "/updatedealer", "Edit Dealer"),
    screen("clients.add", "/reselleraddclient", "Add Client", "Add Client"),
    screen("clients.list", "/resellerclients", "Manage Clients", "Users"),
    EXPIRING,
    screen("clients.update", "/resellerupdateclient", "Update Client"),
    ...RECORD_SCREENS,
    CHECK_MAC,
    screen("messages.send", "/rmessage", "Message Clients", "Message"),
    REMINDERS,
    screen("tickets.list", "/rsupport", "Manage Tickets", "Support"),
    ADD_TICKET,
    UPDATE_TICKET,
    ...ACCOUNT_SCREENS,
  ],
  manager: [
    screen("resellers.add", "/addreseller", "Add Reseller", "Add Reseller"),
    screen("resellers.list", "/resellers", "Manage Resellers", "Resellers"),
    screen("resellers.update", "/updatereseller", "Edit Reseller"),
    screen("dealers.add", "/manageradddealer", "Add Dealer", "Add Dealer"),
    screen("dealers.list", "/managerdealers", "Manage Dealers", "Dealers"),
    screen("dealers.update", "/managerupdatedealer", "Edit Dealer"),
    screen("clients.add", "/manageraddclient", "Add Client", "Add Client"),
    screen("clients.list", "/managerclients", "Manage Clients", "Users"),
    EXPIRING,
    screen("clients.update", "/managerupdateclient", "Update Client"),
    ...RECORD_SCREENS,
    CHECK_MAC,
    screen("messages.send", "/smessage", "Message Clients", "Message"),
    REMINDERS,
    screen("tickets.list", "/ssupport", "Manage Tickets", "Support"),
    ADD_TICKET,
    UPDATE_TICKET,
    ...ACCOUNT_SCREENS,
  ],
  admin: [
    screen("superResellers.add", "/addsuperreseller", "Add Super Reseller", "Add Super Reseller"),
    screen("superResellers.list", "/superresellers", "Super Resellers", "Super Resellers"),
    screen("superResellers.update", "/updatesuperreseller", "Update Super Reseller"),
    screen("resellers.add", "/adminaddreseller", "Add Reseller", "Add Reseller"),
    screen("resellers.list", "/manageresellers", "Manage Resellers", "Resellers"),
    screen("resellers.update", "/adminupdatereseller", "Edit Reseller"),
    screen("dealers.add", "/adminadddealer", "Add Dealer", "Add Dealer"),
    screen("dealers.list", "/managedealers", "Manage Dealers", "Dealers"),
    screen("dealers.update", "/adminupdatedealer", "Edit Dealer"),
    screen("clients.add", "/adminaddclient", "Add Client", "Add Client"),
    screen("clients.list", "/manageclients", "Manage Clients", "Users"),
    EXPIRING,
    screen("clients.update", "/adminupdateclient", "Update Client"),
    ...RECORD_SCREENS,
    screen("message.panel", "/message", "Update Panel Message", "Panel Message"),
    screen("messages.send", "/amessage", "Message Clients", "Message Clients"),
    REMINDERS,
    screen("mac.delete", "/deletemac", "Delete MAC", "Delete MAC"),
    { ...screen("tickets.list", "/asupport", "Manage Tickets", "Manage Tickets"), badge: "activeTickets" as const },
    UPDATE_TICKET,
    ...ACCOUNT_SCREENS,
  ],
};

/** Every screen's id, as the table above writes them: a new screen is its definition and its place there. */
export type ScreenId = (typeof SCREEN_TABLE)[Role][number]["id"];
export type Screen = ScreenOf<ScreenId>;
export const SCREENS: Record<Role, readonly Screen[]> = SCREEN_TABLE;

/** The route of a role's screen, e.g. ("reseller", "clients.list") → "/resellerclients"; undefined when the role has none. */
export function screenRoute(role: Role, id: ScreenId): string | undefined {
  return SCREENS[role].find((s) => s.id === id)?.route;
}

/** A link to a screen, with its query, e.g. the update screen of one client: ?name=… keeps it bookmarkable. */
export function screenHref(role: Role, id: ScreenId, query: Record<string, string> = {}): string {
  const route = screenRoute(role, id) ?? "/";
  const search = new URLSearchParams(query).toString();
  return search ? `${route}?${search}` : route;
}

/** The screen a route shows for a role. */
export function screenAt(role: Role, route: string): Screen | undefined {
  return SCREENS[role].find((s) => s.route === route);
}
