import { describe, expect, it } from "vitest";
import { REFERENCE_PATHS } from "@/lib/backends/reference/paths";
import { specPaths } from "@/lib/backends/spec-only/paths";
import { can, offers, OPERATIONS, operationPath, type BackendOffer, type Operation } from "@/lib/operations";
import { ROLES, type Role } from "@/lib/roles";
import { OperationNotAllowed, OperationNotOffered, upstreamPath } from "@/lib/upstream/paths";

// The reference upstream's calls: both specs' §7 and the calls this project defines where they
// say "not shown" (marked *), written out again here on purpose: the test is a second,
// independent reading. A role that is missing from a row may not perform that operation.
const A = "admin",
  M = "manager",
  R = "reseller",
  D = "dealer";
const REFERENCE: Record<Operation, Partial<Record<Role, string>>> = {
  logout: { [A]: "/admin/logout", [M]: "/superreseller/logout", [R]: "/reseller/logout", [D]: "/api/logout" }, // *
  credits: { [A]: "/admin/credits", [M]: "/superreseller/credits", [R]: "/reseller/credits", [D]: "/api/credits" },
  "message.read": { [A]: "/admin/message", [M]: "/superreseller/message", [R]: "/reseller/message", [D]: "/api/message" },
  "message.write": { [A]: "/admin/message" },
  "stats.totals": { [A]: "/admin/statstotals", [M]: "/superreseller/statstotals", [R]: "/reseller/statstotals", [D]: "/api/statstotals" },
  "stats.byName": { [A]: "/admin/statsbyname", [M]: "/superreseller/statsbyname", [R]: "/reseller/statsbyname" },
  "totals.clients": { [A]: "/admin/totalclients", [M]: "/superreseller/totalclients", [R]: "/reseller/totalclients", [D]: "/api/totalclients" },
  "totals.activeClients": {
    [A]: "/admin/totalactiveclients",
    [M]: "/superreseller/totalactiveclients",
    [R]: "/reseller/totalactiveclients",
    [D]: "/api/totalactiveclients",
  },
  "totals.expiredClients": {
    [A]: "/admin/totalexpiredclients",
    [M]: "/superreseller/totalexpiredclients",
    [R]: "/reseller/totalexpiredclients",
    [D]: "/api/totalexpiredclients",
  },
  "totals.activeTrials": {
    [A]: "/admin/totalactivetrials",
    [M]: "/superreseller/totalactivetrials",
    [R]: "/reseller/totalactivetrials",
    [D]: "/api/totalactivetrials",
  },
  "totals.activeMinistra": {
    [A]: "/admin/totalactiveministra",
    [M]: "/superreseller/totalactiveministra",
    [R]: "/reseller/totalactiveministra",
    [D]: "/api/totalactiveministra",
  },
  "totals.dealers": { [A]: "/admin/totaldealers", [M]: "/superreseller/totaldealers", [R]: "/reseller/totaldealers" },
  "totals.resellers": { [A]: "/admin/totalresellers", [M]: "/superreseller/totalresellers" },
  "totals.superResellers": { [A]: "/admin/totalsuperresellers" }, // *
  "totals.activeTickets": { [A]: "/admin/activetickets" },
  "dashboard.resellers": { [M]: "/superreseller/resellers" }, // *
  "clients.list": { [A]: "/admin/clientlist", [M]: "/superreseller/clientlist", [R]: "/reseller/clientlist", [D]: "/api/clients" },
  "clients.get": { [A]: "/admin/client", [M]: "/superreseller/client", [R]: "/reseller/client", [D]: "/api/client" },
  "clients.add": { [A]: "/admin/client", [M]: "/superreseller/client", [R]: "/reseller/client", [D]: "/api/client" },
  "clients.save": { [A]: "/admin/saveclient", [M]: "/superreseller/saveclient", [R]: "/reseller/saveclient", [D]: "/api/saveclient" },
  "clients.reset": { [A]: "/admin/resetclient", [M]: "/superreseller/resetclient", [R]: "/reseller/resetclient", [D]: "/api/resetclient" },
  "clients.delete": { [A]: "/admin/deleteclient", [M]: "/superreseller/deleteclient", [R]: "/reseller/deleteclient", [D]: "/api/remove" },
  "clients.renew": { [A]: "/admin/renew", [M]: "/superreseller/renew", [R]: "/reseller/renew", [D]: "/api/renew" },
  "clients.retrieve": { [A]: "/admin/retrieve", [M]: "/superreseller/retrieve", [R]: "/reseller/retrieve", [D]: "/api/retrieve" },
  "clients.history": { [A]: "/admin/history", [M]: "/superreseller/history", [R]: "/reseller/history", [D]: "/api/history" },
  "clients.packages": { [A]: "/admin/packages", [M]: "/superreseller/packages", [R]: "/reseller/packages", [D]: "/api/packages" },
  "clients.subpackages": { [A]: "/admin/subpackages", [M]: "/superreseller/subpackages", [R]: "/reseller/subpackages", [D]: "/api/subpackages" },
  "clients.expiring": { [A]: "/admin/expiring", [M]: "/superreseller/expiring", [R]: "/reseller/expiring", [D]: "/api/expiring" }, // *
  "clients.bulkRenew": { [A]: "/admin/bulkrenew", [M]: "/superreseller/bulkrenew", [R]: "/reseller/bulkrenew", [D]: "/api/bulkrenew" }, // *
  "superResellers.list": { [A]: "/admin/superresellers" }, // *
  "superResellers.get": { [A]: "/admin/superreseller" },
  "superResellers.add": { [A]: "/admin/superreseller" },
  "superResellers.save": { [A]: "/admin/save" },
  "superResellers.password": { [A]: "/admin/changepassword" },
  "resellers.list": { [A]: "/admin/resellerlist", [M]: "/superreseller/resellerlist" }, // manager's *
  "resellers.get": { [A]: "/admin/reseller", [M]: "/superreseller/reseller" },
  "resellers.add": { [A]: "/admin/reseller", [M]: "/superreseller/reseller" },
  "resellers.edit": { [A]: "/admin/editreseller" },
  "resellers.credits": { [A]: "/admin/resellercredits", [M]: "/superreseller/resellercredits" }, // *
  "resellers.password": { [A]: "/admin/changepasswordreseller", [M]: "/superreseller/changepassword" },
  "resellers.delete": { [A]: "/admin/removereseller", [M]: "/superreseller/removereseller" }, // manager's *
  "dealers.list": { [A]: "/admin/dealers", [M]: "/superreseller/dealers", [R]: "/reseller/dealers" }, // *
  "dealers.get": { [A]: "/admin/dealer", [M]: "/superreseller/dealer", [R]: "/reseller/dealer" },
  "dealers.add": { [A]: "/admin/dealer", [M]: "/superreseller/dealer", [R]: "/reseller/dealer" },
  "dealers.edit": { [A]: "/admin/editdealer", [M]: "/superreseller/editdealer" },
  "dealers.credits": { [A]: "/admin/dealercredits", [M]: "/superreseller/dealercredits", [R]: "/reseller/dealercredits" }, // reseller's *
  "dealers.password": { [A]: "/admin/changepassworddealer", [M]: "/superreseller/changepassworddealer", [R]: "/reseller/changepassword" }, // admin's *
  "dealers.delete": { [A]: "/admin/removedealer", [M]: "/superreseller/removedealer", [R]: "/reseller/removedealer" },
  "transactions.list": { [A]: "/admin/transactions", [M]: "/superreseller/transactions", [R]: "/reseller/transactions", [D]: "/api/transactions" },
  "transactions.ofAccount": { [A]: "/admin/transactions", [M]: "/superreseller/transactions", [R]: "/reseller/transactions" }, // * (+ /{name})
  "audit.list": { [A]: "/admin/audit", [M]: "/superreseller/audit", [R]: "/reseller/audit", [D]: "/api/audit" }, // *
  "mac.search": { [A]: "/admin/searchmac", [M]: "/superreseller/searchmac", [R]: "/reseller/searchmac", [D]: "/api/searchmac" },
  "mac.delete": { [A]: "/admin/deletemac" }, // *
  "messages.send": { [A]: "/admin/sendmessage", [M]: "/superreseller/sendmessage", [R]: "/reseller/sendmessage", [D]: "/api/sendmessage" },
  "tickets.list": { [A]: "/admin/tickets", [M]: "/superreseller/tickets", [R]: "/reseller/tickets", [D]: "/api/tickets" },
  "tickets.get": { [A]: "/admin/ticket", [M]: "/superreseller/ticket", [R]: "/reseller/ticket", [D]: "/api/ticket" },
  "tickets.add": { [M]: "/superreseller/addticket", [R]: "/reseller/addticket", [D]: "/api/addticket" },
  "tickets.save": { [A]: "/admin/saveticket", [M]: "/superreseller/saveticket", [R]: "/reseller/saveticket", [D]: "/api/saveticket" },
  "tickets.details": { [A]: "/admin/ticketdetails", [M]: "/superreseller/ticketdetails", [R]: "/reseller/ticketdetails", [D]: "/api/ticketdetails" },
  "tickets.addDetail": { [A]: "/admin/addticketdetail", [M]: "/superreseller/addticketdetail", [R]: "/reseller/addticketdetail", [D]: "/api/addticketdetail" },
};

const operations = Object.keys(REFERENCE) as Operation[];
const REFERENCE_BACKEND: BackendOffer = REFERENCE_PATHS;
const SPEC_BACKEND: BackendOffer = specPaths({});

// What a spec-only backend has: the rows above without the calls marked *, and without the
// role-specific calls only the reference defines (read again from both specs' §7).
const NOT_IN_SPEC: Partial<Record<Operation, readonly Role[]>> = {
  logout: [A, M, R, D],
  credits: [A],
  "totals.clients": [D],
  "totals.dealers": [R],
  "totals.resellers": [M],
  "totals.superResellers": [A],
  "dashboard.resellers": [M],
  "clients.reset": [A, M, R],
  "clients.renew": [A, M, R],
  "clients.expiring": [A, M, R, D],
  "clients.bulkRenew": [A, M, R, D],
  "superResellers.list": [A],
  "resellers.list": [M],
  "resellers.credits": [A, M],
  "resellers.delete": [M],
  "dealers.list": [A, M, R],
  "dealers.credits": [R],
  "dealers.password": [A],
  "transactions.ofAccount": [A, M, R],
  "audit.list": [A, M, R, D],
  "mac.delete": [A],
};
const specPath = (operation: Operation, role: Role) => (NOT_IN_SPEC[operation]?.includes(role) ? null : (REFERENCE[operation][role] ?? null));

describe("the operations table", () => {
  it("has exactly the operations of the specs", () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual([...operations].sort());
  });

  const cases = operations.flatMap((operation) => ROLES.map((role) => [operation, role, REFERENCE[operation][role] ?? null] as const));
  it.each(cases)("reference: %s as %s → %s", (operation, role, path) => {
    expect(operationPath(REFERENCE_BACKEND, role, operation) ?? null).toBe(path);
    expect(can(role, operation)).toBe(path !== null);
    if (path === null) expect(() => upstreamPath(REFERENCE_BACKEND, role, operation)).toThrow(OperationNotAllowed);
    else expect(upstreamPath(REFERENCE_BACKEND, role, operation)).toBe(path);
  });

  const specCases = operations.flatMap((operation) => ROLES.map((role) => [operation, role, specPath(operation, role)] as const));
  it.each(specCases)("spec: %s as %s → %s", (operation, role, path) => {
    expect(operationPath(SPEC_BACKEND, role, operation) ?? null).toBe(path);
    if (path !== null) expect(upstreamPath(SPEC_BACKEND, role, operation)).toBe(path);
    else if (can(role, operation)) expect(() => upstreamPath(SPEC_BACKEND, role, operation)).toThrow(OperationNotOffered);
  });

  it("offers on a spec backend what the BFF builds from spec calls: the worklist and bulk renew where renew exists", () => {
    expect(offers(SPEC_BACKEND, "reseller", "clients.expiring")).toBe(true);
    expect(offers(SPEC_BACKEND, "dealer", "clients.bulkRenew")).toBe(true);
    expect(offers(SPEC_BACKEND, "reseller", "clients.bulkRenew")).toBe(false);
    expect(offers(SPEC_BACKEND, "dealer", "audit.list")).toBe(false);
  });

  it("takes the operator's mapping for a call the spec does not show, for the mapped roles only", () => {
    const mapped = specPaths({ "dealers.list": { reseller: "/reseller/mydealers" }, "clients.renew": { manager: "/superreseller/renewclient" } });
    expect(upstreamPath(mapped, "reseller", "dealers.list")).toBe("/reseller/mydealers");
    expect(offers(mapped, "manager", "dealers.list")).toBe(false);
    expect(offers(mapped, "manager", "clients.bulkRenew")).toBe(true);
    // The reference upstream keeps its own paths whatever a mapping says.
    expect(operationPath(REFERENCE_PATHS, "reseller", "dealers.list")).toBe("/reseller/dealers");
  });

  it("escapes path segments", () => {
    expect(upstreamPath(REFERENCE_BACKEND, "manager", "clients.get", "a b/c")).toBe("/superreseller/client/a%20b%2Fc");
    expect(upstreamPath(SPEC_BACKEND, "dealer", "clients.subpackages", "alice", "2")).toBe("/api/subpackages/alice/2");
  });
});
