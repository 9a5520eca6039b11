// English left on a Spanish or Arabic screen: words and sentences of the panel's own (its
// catalogues' English, the spec's and the BFF's messages it translates) that must not show once
// the page is in another language. The backend's own words are left alone: names, descriptions,
// ticket threads, ledger descriptions ("3 months") and package names, none of which holds these
// words as written here (case matters: a login "dealer" is not the word "Dealer").
import { expect, type Page } from "@playwright/test";

const ENGLISH_WORDS = [
  "Search",
  "Save",
  "Close",
  "Delete",
  "Edit",
  "Renew",
  "Expiry",
  "Expired",
  "Status",
  "Actions",
  "Password",
  "Credits",
  "Balance",
  "Select",
  "Update",
  "Months",
  "Dealer",
  "Reseller",
  "Export",
  "Dashboard",
  "Transactions",
  "Theme",
  "Classic",
  "Loading",
  "Previous",
  "Rows per page",
  "Sign out",
  "Yes",
  "ACTIVE",
  "INACTIVE",
  "EXPIRED",
  "RENEW",
  "RETRIEVED",
  "RECEIVED",
  "NEW CLIENT",
  "REMAINING",
  "Mac address is",
  "Correct the marked fields above",
  "Invalid login name or password",
  "No figure",
] as const;

/** The visible text of the page (the top bar, the drawer and the screen), each element's own text once. */
function visibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest("script, style, noscript")) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Hidden, or visually hidden (sr-only: a 1 px clipped box).
      if (style.visibility === "hidden" || box.width <= 1 || box.height <= 1) continue;
      texts.push(text);
    }
    return texts;
  });
}

/** Fails, naming them, on any of ENGLISH_WORDS the page shows as a word of its own. */
export async function expectNoEnglish(page: Page, what: string) {
  const texts = await visibleText(page);
  const leaks = ENGLISH_WORDS.flatMap((word) => {
    // A word of its own: no letter on either side, and no digit before it ("1Password", an app's name, is no leak).
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}])`, "u");
    const shown = texts.find((text) => pattern.test(text));
    return shown === undefined ? [] : [`${word}: "${shown.slice(0, 80)}"`];
  });
  expect(leaks, `${what}: English left on the page`).toEqual([]);
}
