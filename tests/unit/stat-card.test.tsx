import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatCard } from "@/features/dashboard/components/stat-card";

// A dashboard figure the backend cannot give reads "—" and says why on hover and on focus
// (features/dashboard/server/load-dashboard.ts decides which; tests/api/spec/unmapped.test.ts checks it does).
describe("a dashboard card without its figure", () => {
  const reason = "This backend offers no count for “Dealers”; the operator can map one in upstream-calls.json.";
  const html = renderToStaticMarkup(<StatCard label="Dealers" value="—" href={null} missing={{ id: "why-Dealers", name: "No figure: why?", reason }} />);

  it("names the dash and describes it with the reason, reachable by Tab", () => {
    expect(html).toMatch(/<span tabindex="0" role="img" aria-label="— No figure: why\?" aria-describedby="why-Dealers"[^>]*>—<\/span>/);
    expect(html).toContain(`<span id="why-Dealers" role="tooltip"`);
    expect(html).toContain(reason);
  });

  it("shows the reason while the dash is hovered or has the focus, and hides it otherwise", () => {
    const tooltip = /<span id="why-Dealers" role="tooltip" class="([^"]*)"/.exec(html)![1].split(" ");
    expect(tooltip).toEqual(expect.arrayContaining(["invisible", "group-hover:visible", "group-focus-within:visible"]));
  });

  it("links to nothing when the backend has no list to lead to", () => {
    expect(html).not.toContain("<a ");
  });

  it("a card with its figure has no reason to give", () => {
    const shown = renderToStaticMarkup(<StatCard label="Dealers" value="12" href={null} />);
    expect(shown).not.toContain("tooltip");
    expect(shown).toContain(">12</p>");
  });
});
