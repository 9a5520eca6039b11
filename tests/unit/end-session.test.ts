// An open tab leaving for sign-in (lib/browser/end-session.ts): a 401 from the BFF means the
// session ended, so the tab keeps its place for the next sign-in and says why; but while the user
// is signing out from this tab, a background call answered 401 by that sign-out means nothing of
// the kind (the next sign-in would otherwise return to the page the user chose to leave): the tab
// only goes on leaving.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETURN_PATH_KEY, SESSION_ENDED_FLAG } from "@/lib/session/messages";

let stored: Map<string, string>;
let assign: ReturnType<typeof vi.fn>;
let listeners: Map<string, () => void>;

beforeEach(() => {
  vi.resetModules();
  stored = new Map();
  assign = vi.fn();
  listeners = new Map();
  vi.stubGlobal("sessionStorage", { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) });
  vi.stubGlobal("window", {
    location: { pathname: "/security", search: "?tab=1", assign },
    addEventListener: (name: string, listener: () => void) => void listeners.set(name, listener),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("endSessionInTab", () => {
  it("keeps the tab's place and the reason, and signs out", async () => {
    const { endSessionInTab } = await import("@/lib/browser/end-session");
    endSessionInTab();
    expect(stored.get(RETURN_PATH_KEY)).toBe("/security?tab=1");
    expect(stored.get(SESSION_ENDED_FLAG)).toBe("1");
    expect(assign).toHaveBeenCalledWith("/logout");
  });

  it("keeps no place, reason or input once the user has started signing out from this tab, and still leaves", async () => {
    const { beforeSessionEnd, endSessionInTab, signOutStarted } = await import("@/lib/browser/end-session");
    const keep = vi.fn();
    beforeSessionEnd(keep);
    signOutStarted();
    endSessionInTab();
    expect(stored.size).toBe(0);
    expect(keep).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/logout");
  });

  it("leaves again once the page is shown anew from the browser's cache (Back after signing out)", async () => {
    const { endSessionInTab, signOutStarted } = await import("@/lib/browser/end-session");
    signOutStarted();
    listeners.get("pageshow")!();
    endSessionInTab();
    expect(stored.get(SESSION_ENDED_FLAG)).toBe("1");
    expect(assign).toHaveBeenCalledWith("/logout");
  });
});
