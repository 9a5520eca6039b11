// The panel in the reader's language: the browser's language is the first guess, the
// menu's choice is kept in a cookie and applied by the server's render (lang and dir are in the
// first HTML, so there is no flash), Arabic lays out right to left with the drawer on the right
// and MACs left to right, and every screen passes axe in Arabic and in Spanish on a desktop and on
// a phone, fits at 1024 px as well, and shows none of the panel's English.
import { expect, test, type Browser } from "./support/test";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { ROLES, type Role } from "@/lib/roles";
import { SCREENS, type Screen } from "@/lib/screens";
import arabicScreens from "@/messages/ar/screens.json";
import spanishScreens from "@/messages/es/screens.json";
import { E2E } from "./support/env";
import { storageStatePath } from "./support/accounts";
import { expectAccessibleAtBothWidths } from "./support/axe";
import { expectNoEnglish } from "./support/english-leaks";
import { expectScreen, navigateInApp } from "./support/navigate";
import { DESKTOP } from "./support/viewports";

const titleIn =
  (titles: object) =>
  (id: string): string =>
    id.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], titles) as string;
const arabicTitle = titleIn(arabicScreens.titles);
const spanishTitle = titleIn(spanishScreens.titles);

const languageCookie = (value: string) => ({ name: LOCALE_COOKIE, value, url: E2E.baseUrl });

async function arabicPage(browser: Browser, role: Role | null, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ storageState: role ? storageStatePath(role) : undefined, viewport });
  await context.addCookies([languageCookie("ar")]);
  return { context, page: await context.newPage() };
}

// Every test here opens its own context: they run side by side on the two workers.
test.describe.configure({ mode: "parallel" });

test.describe("choosing the language", () => {
  test("the browser's language is the first guess, and the first HTML already has lang and dir", async ({ request }) => {
    const spanish = await (await request.get("/login", { headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.8" } })).text();
    expect(spanish).toMatch(/<html lang="es" dir="ltr"/);
    expect(spanish).toContain("Iniciar sesión");

    const unsupported = await (await request.get("/login", { headers: { "accept-language": "de-DE,de;q=0.9" } })).text();
    expect(unsupported).toMatch(/<html lang="en" dir="ltr"/);
    expect(unsupported).toContain("Sign in");

    // The cookie wins over the browser's language.
    const arabic = await (await request.get("/login", { headers: { "accept-language": "es", cookie: `${LOCALE_COOKIE}=ar` } })).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic).toContain("تسجيل الدخول");
  });

  test("the menu switches the language, the cookie keeps it, and Arabic puts the drawer on the right", async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStatePath("dealer"), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "لوحة المعلومات" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe("ar");

    // A new page load is rendered in Arabic by the server.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("link", { name: "إضافة عميل" })).toBeVisible();
    const drawer = await page.locator("#nav-drawer").boundingBox();
    expect(drawer!.x).toBeGreaterThan(1280 / 2);

    await page.getByRole("button", { name: "اللغة: العربية" }).click();
    await page.getByRole("menuitem", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Tablero" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect((await page.locator("#nav-drawer").boundingBox())!.x).toBe(0);
    await context.close();
  });

  test("in Arabic the MAC input reads left to right, and a schema's message is shown translated", async ({ browser }) => {
    const { context, page } = await arabicPage(browser, "dealer", { width: 1280, height: 900 });
    await page.goto("/addclient");
    const mac = page.locator('input[name="mac"]');
    await expect(mac).toHaveAttribute("dir", "ltr");
    await mac.fill("00:1A");
    await mac.blur();
    await expect(page.getByText("يجب أن يتكون عنوان MAC من ستة أزواج سداسية عشرية تفصل بينها نقطتان")).toBeVisible();
    await context.close();
  });
});

test("on a 390 px phone the top bar and the client list fit in Spanish and in Arabic (no sideways scrolling)", async ({ browser }) => {
  for (const language of ["es", "ar"]) {
    const context = await browser.newContext({ storageState: storageStatePath("manager"), viewport: { width: 390, height: 844 } });
    await context.addCookies([languageCookie(language)]);
    const page = await context.newPage();
    await page.goto("/managerclients");
    await expect(page.locator("table")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), language).toBeLessThanOrEqual(0);
    const bar = await page.locator("header").boundingBox();
    expect(bar!.height, `${language}: the top bar keeps its height`).toBeLessThanOrEqual(64);
    await context.close();
  }
});

/** Each distinct screen once, by the first role that has it (the admin's own screens by the admin). */
function distinctScreens(): { role: Role; screen: Screen; list?: string }[] {
  const seen = new Set<string>();
  const chosen: { role: Role; screen: Screen; list?: string }[] = [];
  for (const role of ROLES) {
    for (const screen of SCREENS[role]) {
      if (seen.has(screen.id)) continue;
      seen.add(screen.id);
      chosen.push({ role, screen, list: SCREENS[role].find((other) => other.id === screen.id.replace(".update", ".list"))?.route });
    }
  }
  return chosen;
}

test("axe finds nothing serious on the sign-in screen in Arabic at 1280 and 390 px", async ({ browser }) => {
  const { context, page } = await arabicPage(browser, null, DESKTOP);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "تسجيل الدخول" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectAccessibleAtBothWidths(page, "/login in Arabic");
  await context.close();
});

// Each distinct screen once, loaded once and checked at 1024, 1280 and 390 px (axe at the last two),
// in Arabic and in Spanish; a test per role and language, in parallel. After the dashboard's full
// load, each screen is opened through the panel's router, as a click on a link opens it
// (support/navigate.ts). On every screen no English word of the panel's own is left
// (support/english-leaks.ts).

for (const language of ["ar", "es"] as const) {
  const titleOf = (id: string) => (language === "ar" ? arabicTitle(id) : spanishTitle(id));
  const named = language === "ar" ? "Arabic" : "Spanish";
  for (const role of ROLES) {
    test(`axe finds nothing serious in ${named} at 1280 and 390 px on the ${role}'s screens, which fit at 1024 px too and show no English`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ storageState: storageStatePath(role), viewport: DESKTOP });
      await context.addCookies([languageCookie(language)]);
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 2, name: titleOf("dashboard") })).toBeVisible();
      await expectAccessibleAtBothWidths(page, `${role} / in ${named}`);
      await expectNoEnglish(page, `${role} / in ${named}`);
      for (const { screen, list } of distinctScreens().filter((chosen) => chosen.role === role)) {
        if (screen.id.endsWith(".update") && list) {
          // An update screen needs something to update: the first row's link from its list.
          await navigateInApp(page, list);
          const firstRow = page.locator(`tbody a[href^="${screen.route}?"]`).first();
          await navigateInApp(page, (await firstRow.getAttribute("href"))!);
        } else {
          await navigateInApp(page, screen.route);
        }
        expect(new URL(page.url()).pathname, `${role} opening ${screen.route}`).toBe(screen.route);
        await expectScreen(page, titleOf(screen.id));
        await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
        await expectAccessibleAtBothWidths(page, `${role} ${screen.route} in ${named}`);
        await expectNoEnglish(page, `${role} ${screen.route} in ${named}`);
      }
      await context.close();
    });
  }
}
