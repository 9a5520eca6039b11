// Checks, by where the browser draws each character, that every date, time and signed amount on
// a screen reads in its written order: "2025-10-10" left to right on one line (a timestamp may go
// on on the next line, in its order), never "10-10-2025" (a date after Arabic words),
// "AM 08:11 2026-11-28" (a timestamp) or "1−" (an amount). The panel keeps them so with Unicode
// isolates (lib/format.ts); this looks only at the result.
import { expect, type Locator, type Page } from "@playwright/test";

type Misread = { written: string; shown: string; context: string };
export type ReadingOrder = { dates: number; times: number; amounts: number; misread: Misread[] };

/** Reads every visible text under `scope` (the page's main area by default). */
export async function readingOrder(scope: Page | Locator): Promise<ReadingOrder> {
  const root = "goto" in scope ? scope.locator("main") : scope;
  return root.evaluate((element) => {
    const PATTERNS: [kind: "times" | "dates" | "amounts", pattern: RegExp][] = [
      ["times", /\d{4}-\d{2}-\d{2} \d{2}:\d{2} [AP]M/g],
      ["dates", /\d{4}-\d{2}-\d{2}/g],
      // A sign before digits that are not part of a date or a word: "+5", "−5", "-5".
      ["amounts", /(?<![\p{L}\p{N}])[+\u2212-]\d[\d,.]*/gu],
    ];
    const found = { dates: 0, times: 0, amounts: 0, misread: [] as { written: string; shown: string; context: string }[] };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const [kind, pattern] of PATTERNS) {
        for (const match of node.data.matchAll(pattern)) {
          // Each drawn character's box, in the written order (spaces may collapse: left out).
          const boxes: { char: string; left: number; top: number; height: number }[] = [];
          for (let i = 0; i < match[0].length; i++) {
            if (match[0][i] === " ") continue;
            range.setStart(node, match.index + i);
            range.setEnd(node, match.index + i + 1);
            const box = range.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            boxes.push({ char: match[0][i], left: box.left, top: box.top, height: box.height });
          }
          if (boxes.length < 2) continue; // not drawn (hidden, an <option>, a <title>)
          found[kind]++;
          const sameLine = (a: { top: number; height: number }, b: { top: number }) => Math.abs(a.top - b.top) < a.height / 2;
          // A date or an amount never breaks; a timestamp may wrap between its date and its time
          // in a sentence, and then reads on from the next line.
          const oneLine = kind === "times" || boxes.every((box) => sameLine(boxes[0], box));
          const inOrder = boxes.every((box, i) => i === 0 || (sameLine(boxes[i - 1], box) ? box.left > boxes[i - 1].left : box.top > boxes[i - 1].top));
          if (!oneLine || !inOrder) {
            const shown = [...boxes]
              .sort((a, b) => (Math.abs(a.top - b.top) < a.height / 2 ? a.left - b.left : a.top - b.top))
              .map((box) => box.char)
              .join("");
            const context = (node.parentElement?.closest("tr, li, p, dd, dl, figure, section")?.textContent ?? node.data).trim().slice(0, 120);
            found.misread.push({ written: match[0], shown: oneLine ? shown : `${shown} (across lines)`, context });
          }
        }
      }
    }
    return found;
  });
}

/**
 * Fails (softly: the test goes on to the next screen) with each value that does not read as
 * written, and returns the counts for the caller to check it looked at something.
 */
export async function expectWrittenOrder(scope: Page | Locator, what: string): Promise<ReadingOrder> {
  const order = await readingOrder(scope);
  expect.soft(order.misread, `${what}: values that do not read as written`).toEqual([]);
  return order;
}
