// Every screen of every role on a backend with the spec's calls only, with the
// operator's mapping of some calls the spec does not show (tests/spec-upstream/upstream-calls.json).
// No screen shows "Server error" or "Not found" because the panel called something the backend
// lacks; a screen whose calls it lacks says so in one sentence and has no menu entry.
import { expect, test } from "../support/test";
import { ROLES, type Role } from "@/lib/roles";
import { activeDealerClient, specStorageStatePath } from "./support";
import { expectWorking, NOT_OFFERED, sweepRoutes } from "./route-sweep";

// Reads only, each test on its own saved sign-in: they run side by side, so the sweep (the last
// project's longest file) does not leave one worker idle at the end of the run.
test.describe.configure({ mode: "parallel" });

for (const role of ROLES) {
  test.describe(`${role} on the spec backend`, () => {
    test.use({ storageState: specStorageStatePath(role) });

    // Every route as the server renders it, over HTTP: the sweep asks what the server made of
    // each route on this backend; what a person does on the screens is in the other tests.
    test("every route of the role works, or says in one sentence that the backend does not offer it", async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL, storageState: specStorageStatePath(role) });
      try {
        await sweepRoutes(request, role);
      } finally {
        await request.dispose();
      }
    });

    test("the dashboard shows every figure the backend has a call for, and the menu leaves out what it does not offer", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
      // The reseller's Dealers and the dealer's All Users have no spec call: counted from the lists.
      const labels = { admin: ["Super Resellers", "Resellers", "Dealers"], manager: ["Resellers", "Dealers"], reseller: ["Dealers"], dealer: [] }[role];
      for (const label of [...labels, "All Users", "Active Users", "Expired Users", "Trials", "Ministra"]) {
        await expect(page.getByRole("region", { name: label, exact: true }).getByTestId("stat-value")).toHaveText(/^\d[\d,]*$/);
      }
      const menu = page.getByRole("navigation", { name: "Main" });
      for (const label of Object.values(NOT_OFFERED[role])) await expect(menu.getByRole("link", { name: label, exact: true })).toHaveCount(0);
      await expect(menu.getByRole("link", { name: "Expiring", exact: true })).toBeVisible();
    });
  });
}

const UPDATE_SCREENS: Record<Role, [string, string][]> = {
  admin: [
    ["/updatesuperreseller?name=manager", "Update Super Reseller"],
    ["/adminupdatereseller?name=reseller", "Edit Reseller"],
    ["/adminupdatedealer?name=dealer", "Edit Dealer"],
  ],
  manager: [
    ["/updatereseller?name=reseller", "Edit Reseller"],
    ["/managerupdatedealer?name=dealer", "Edit Dealer"],
  ],
  reseller: [["/updatedealer?name=dealer", "Edit Dealer"]],
  dealer: [["/updateticket?id=1", "Update Ticket Status"]],
};
const CLIENT_UPDATE: Record<Role, string> = {
  dealer: "/updateclient",
  reseller: "/resellerupdateclient",
  manager: "/managerupdateclient",
  admin: "/adminupdateclient",
};

for (const role of ROLES) {
  test.describe(`${role}'s update screens with a record chosen`, () => {
    test.use({ storageState: specStorageStatePath(role) });

    for (const [route, title] of UPDATE_SCREENS[role]) {
      test(route, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
        await expectWorking(page);
      });
    }

    test(`${CLIENT_UPDATE[role]} of one of the dealer's clients, with its device card and owners`, async ({ page, request }) => {
      const name = await activeDealerClient(request, 5);
      await page.goto(`${CLIENT_UPDATE[role]}?name=${name}`);
      await expect(page.getByRole("heading", { name: "Update Client" })).toBeVisible();
      await expect(page.getByText("Device Information")).toBeVisible();
      if (role !== "dealer") await expect(page.getByLabel("Dealer")).toHaveValue("dealer");
      await expectWorking(page);
      // This backend has renew and reset for the dealer alone: the other roles are not offered an
      // action that would fail only once pressed; Retrieve is every role's call.
      const offered = role === "dealer" ? 1 : 0;
      await expect(page.getByRole("region", { name: "Retrieve Credits" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Renew", exact: true })).toHaveCount(offered);
      await expect(page.getByRole("button", { name: "CLICK HERE TO RESET CLIENT" })).toHaveCount(offered);
    });
  });
}
