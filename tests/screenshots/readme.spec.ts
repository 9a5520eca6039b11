// The README's screenshots: the dashboard, a list and a form, on a desktop and on a phone, in
// light and dark, signed in as the demo super reseller.
import { test } from "@playwright/test";
import { addSessionCookie } from "../e2e/support/session-cookie";

const SHOTS = [
  { name: "dashboard", path: "/" },
  { name: "list", path: "/managerclients" },
  { name: "form", path: "/manageraddclient" },
] as const;
const DEVICES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const scheme of ["light", "dark"] as const) {
  for (const device of DEVICES) {
    test(`${device.name}, ${scheme}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: device.viewport, colorScheme: scheme, deviceScaleFactor: 1 });
      await addSessionCookie(context, "manager");
      const page = await context.newPage();
      for (const shot of SHOTS) {
        await page.goto(shot.path);
        await page.getByRole("heading", { level: 2 }).first().waitFor();
        // The chart is SVG in the page itself.
        if (shot.name === "dashboard") await page.getByRole("group", { name: /Total Users History/ }).waitFor();
        await page.screenshot({ path: `docs/screenshots/${shot.name}-${device.name}-${scheme}.png` });
      }
      await context.close();
    });
  }
}
