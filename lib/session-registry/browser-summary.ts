// "Chrome 131 on Windows": enough of the User-Agent for a person to tell their sessions apart
// on "Your sessions". Not a security check (the header is the caller's to write), so a small
// table of the common browsers and systems does; anything else is "Unknown browser".

const BROWSERS: [name: string, pattern: RegExp][] = [
  // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
  ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /(?:OPR|Opera)\/(\d+)/],
  ["Samsung Internet", /SamsungBrowser\/(\d+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ["Safari", /Version\/(\d+)[.\d]* .*Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["Android", /Android/],
  ["iOS", /iPhone|iPad|iPod/],
  ["Windows", /Windows/],
  ["ChromeOS", /CrOS/],
  ["macOS", /Mac OS X|Macintosh/],
  ["Linux", /Linux|X11/],
];

const MAX_LENGTH = 60;

export function browserSummary(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, 1_000);
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(ua);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  const summary = browser ? (system ? `${browser} on ${system}` : browser) : system ? `Unknown browser on ${system}` : "Unknown browser";
  return summary.slice(0, MAX_LENGTH);
}
