// The catalogues: every namespace has the same keys in every language, every key is
// used by the code, the ICU placeholders agree, and every message the schemas can produce has its
// translation. Keys are found in the sources as literals (t("key")); the few built at run time
// are listed in DYNAMIC_KEYS with the registry they come from, checked against it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { NAMESPACES } from "@/i18n/namespaces";
import { menuKey } from "@/i18n/screen-texts";
import type { Translate } from "@/i18n/translator";
import { matchValidationMessage, translateError } from "@/i18n/validation-messages";
import { AUDIT_FIELDS } from "@/features/journal/upstream/search";
import { CHANGE_FIELDS, JOURNALLED_OPERATIONS, OUTCOMES, VIAS } from "@/features/journal/list";
import { THEMES } from "@/lib/client-constants";
import { DASHBOARD_COUNTS } from "@/features/dashboard/model/dashboard";
import { TRANSACTION_TYPE_KEYS } from "@/features/transactions/model/type-label";
import { RUN_TEXT_KEYS } from "@/features/reminders/model/run-text";
import { MENUS } from "@/lib/route-table";
import { ROLES } from "@/lib/roles";
import { SCREENS } from "@/lib/screens";

const ROOT = join(__dirname, "..", "..");
type Tree = { [key: string]: string | Tree };

function catalogue(locale: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(ROOT, "messages", locale, `${namespace}.json`), "utf8")) as Tree;
}

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

/** The argument names of an ICU message ({name}, {count, plural, one {…} other {…}}), nested ones included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  // Text up to the "}" closing the current level; an argument at each "{".
  function text(): void {
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "{") argument();
      else i++;
    }
  }
  function argument(): void {
    i++; // {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(i))!;
    names.add(head[1]);
    i += head[0].length;
    if (head[2] === "plural" || head[2] === "select" || head[2] === "selectordinal") {
      i++; // , before the options
      // Options: a selector, then its message in braces; until the argument's own "}".
      while (i < message.length && message[i] !== "}") {
        if (message[i] === "{") {
          i++;
          text();
          i++; // }
        } else i++;
      }
    } else {
      while (i < message.length && message[i] !== "}") i++;
    }
    i++; // }
  }
  while (i < message.length) {
    text();
    i++;
  }
  return [...names].sort();
}

// ── The sources ──────────────────────────────────────────────────────────────────────────────

const SOURCE_DIRS = ["app", "features", "components", "hooks", "lib", "i18n"];
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const SOURCES = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, "utf8") }));

/** The namespaces a file takes translators of: useTranslations("x") / getTranslations("x"). */
function namespacesOf(text: string): string[] {
  // A list definition's texts are keys of its namespace too (components/ui/data-table/list-view.tsx).
  return [...text.matchAll(/(?:useTranslations|getTranslations)\(\s*"(\w+)"\s*\)|\bnamespace:\s*"(\w+)"/g)].map((m) => m[1] ?? m[2]);
}

/** Every double-quoted literal of the files using `namespace`: the candidates for its keys. */
function literalsUsing(namespace: string): Set<string> {
  const literals = new Set<string>();
  for (const { text } of SOURCES) {
    if (!namespacesOf(text).includes(namespace)) continue;
    for (const match of text.matchAll(/"([\w.]+)"/g)) literals.add(match[1]);
  }
  return literals;
}

// Keys built at run time, each with the registry that says which must exist.
const DYNAMIC_KEYS: Record<string, { pattern: RegExp; expected: () => string[] }[]> = {
  // The validation namespace is keyed by the schemas' English messages: checked on its own below.
  validation: [{ pattern: /.*/, expected: () => [] }],
  screens: [
    // i18n/screen-texts.ts: titles by screen id, menu labels by their English words.
    { pattern: /^titles\./, expected: () => ["titles.dashboard", ...ROLES.flatMap((role) => SCREENS[role].map((s) => `titles.${s.id}`))] },
    { pattern: /^menu\./, expected: () => ROLES.flatMap((role) => MENUS[role].map((item) => `menu.${menuKey(item.label)}`)) },
  ],
  shell: [{ pattern: /^panel\./, expected: () => ROLES.map((role) => `panel.${role}`) }],
  // features/mac/components/mac-result.tsx: the status word of a client using the MAC (lib/schemas/mac.ts).
  mac: [{ pattern: /^status\./, expected: () => ["status.ACTIVE", "status.INACTIVE"] }],
  // features/transactions/model/type-label.ts: the ledger's row types the panel names.
  transactions: [{ pattern: /^types\./, expected: () => Object.values(TRANSACTION_TYPE_KEYS).map((key) => `types.${key}`) }],
  // features/reminders/model/run-text.ts: the line about the last run of the reminders.
  reminders: [{ pattern: /^(lastRun|lastRunAt|runStates\.\w+|run[A-Z]\w*)$/, expected: () => RUN_TEXT_KEYS }],
  // features/journal/upstream/search.ts: the fields the reference upstream records.
  audit: [
    { pattern: /^fields\./, expected: () => [...AUDIT_FIELDS].map((field) => `fields.${field}`) },
    // features/journal/labels.ts: the journalled operations, the outcomes and the ways a write came.
    { pattern: /^journal\.ops\./, expected: () => JOURNALLED_OPERATIONS.map((operation) => `journal.ops.${operation}`) },
    { pattern: /^journal\.fields\./, expected: () => CHANGE_FIELDS.map((field) => `journal.fields.${field}`) },
    { pattern: /^journal\.outcomes\./, expected: () => OUTCOMES.map((outcome) => `journal.outcomes.${outcome}`) },
    { pattern: /^journal\.vias\./, expected: () => VIAS.map((via) => `journal.vias.${via}`) },
  ],
  clients: [
    // features/clients/components/form/options.ts: the device themes (lib/client-constants.ts).
    { pattern: /^themes\./, expected: () => THEMES.map((theme) => `themes.${theme}`) },
    // ClientStatusChip and the summary card: the displayed status (lib/format.ts clientStatus).
    { pattern: /^status\./, expected: () => ["status.ACTIVE", "status.INACTIVE"] },
    // features/clients/components/renew/renew-summary.tsx: the reasons a bulk renewal refuses a client (lib/schemas/renewals.ts).
    { pattern: /^bulk\.reasons\./, expected: () => ["not_found", "no_credits", "unknown", "refused"].map((reason) => `bulk.reasons.${reason}`) },
  ],
  // features/credits/model/cost.ts and bulk.ts name their sentences (withParts); cost-note.tsx says them.
  credits: [
    {
      pattern: /.*/,
      expected: () =>
        SOURCES.filter(({ path }) => path.startsWith("features/credits/model/")).flatMap(({ text }) => [...text.matchAll(/\bkey: "(\w+)"/g)].map((m) => m[1])),
    },
  ],
  // components/ui/outcome-unknown-dialog.tsx: the subject's label (lib/api/outcome.ts).
  common: [{ pattern: /^outcome\.labels\./, expected: () => ["outcome.labels.Expiry", "outcome.labels.Credits"] }],
  dashboard: [
    { pattern: /^figures\./, expected: () => ROLES.flatMap((role) => DASHBOARD_COUNTS[role].map((card) => `figures.${card.label.replace(/\s+/g, "")}`)) },
  ],
};

describe("catalogues", () => {
  for (const namespace of NAMESPACES) {
    const english = flatten(catalogue("en", namespace));

    it(`${namespace}: every language has exactly the English keys and placeholders, in valid ICU`, () => {
      for (const locale of LOCALES) {
        const messages = catalogue(locale, namespace);
        const flat = flatten(messages);
        expect(Object.keys(flat).sort(), `${locale}/${namespace}.json keys`).toEqual(Object.keys(english).sort());
        const t = createTranslator({
          locale,
          messages: { [namespace]: messages },
          namespace,
          onError: (error) => {
            throw error;
          },
        });
        for (const [key, text] of Object.entries(flat)) {
          expect(placeholders(text), `${locale}/${namespace}.json ${key}`).toEqual(placeholders(english[key]));
          const values = Object.fromEntries(placeholders(text).map((name) => [name, 2]));
          expect(() => (t as unknown as (key: string, values: object) => string)(key, values), `${locale}/${namespace}.json ${key}`).not.toThrow();
        }
      }
    });

    it(`${namespace}: every key is used by the code`, () => {
      const dynamic = DYNAMIC_KEYS[namespace] ?? [];
      const literals = literalsUsing(namespace);
      const unused = Object.keys(english).filter((key) => !dynamic.some((d) => d.pattern.test(key)) && !literals.has(key));
      expect(unused, `unused keys in messages/*/${namespace}.json`).toEqual([]);
      for (const { pattern, expected } of dynamic) {
        const wanted = [...new Set(expected())].sort();
        if (wanted.length === 0) continue;
        expect(
          Object.keys(english)
            .filter((key) => pattern.test(key))
            .sort(),
          `${namespace} keys matching ${pattern}`,
        ).toEqual(wanted);
      }
    });
  }

  it('every t("key") in the code names a key of a namespace its file uses', () => {
    const missing: string[] = [];
    for (const { path, text } of SOURCES) {
      const namespaces = namespacesOf(text);
      if (namespaces.length === 0) continue;
      const keys = new Set(namespaces.flatMap((ns) => Object.keys(flatten(catalogue("en", ns)))));
      for (const match of text.matchAll(/\bt\(\s*"([\w.]+)"/g)) if (!keys.has(match[1])) missing.push(`${path}: ${match[1]}`);
    }
    expect(missing).toEqual([]);
  });
});

// ── Validation messages (and the BFF's own refusals) ──────────────────────────────────────────────────────────────────────

// Texts in lib/schemas that are no validation message: screen texts the screens translate in their own namespaces.
const NOT_VALIDATION = new Set([
  "Mac address is available",
  "Mac address is in use",
  "Message sent to all selected user(s)",
  "Messages take about 5 minutes to deliver.",
  "Message saved.",
  "Error saving message.",
]);

function schemaMessages(): string[] {
  // The schemas, the BFF's own refusals a browser shows (an account path's not found, server error, throttle, session ended,
  // not offered), the backend's refusal of a wrong password the panel recognises, and the forms' pointer to their marked fields.
  const files = [
    ...sourceFiles(join(ROOT, "lib", "schemas")),
    // Each feature's schemas, shared by its forms and handlers.
    ...readdirSync(join(ROOT, "features"))
      .map((feature) => join(ROOT, "features", feature, "schemas.ts"))
      .filter((file) => existsSync(file)),
    ...[
      "lib/account-name.ts",
      "lib/api/account-input.ts",
      "lib/upstream/errors.ts",
      "lib/session/messages.ts",
      "lib/offer-messages.ts",
      "hooks/use-zod-form.ts",
    ].map((file) => join(ROOT, file)),
  ];
  const messages: string[] = [];
  for (const file of files) {
    // Comments dropped: "Trojan Source" is named in one, not a message.
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const match of code.matchAll(/"((?:[^"\\]|\\.)*)"|`([^`]*)`/g)) {
      const text = match[1] !== undefined ? (JSON.parse(`"${match[1]}"`) as string) : match[2].replace(/\$\{[^}]*\}/g, "{}");
      // A message: a capital, then words (identifiers, paths, enum values and regexes are not).
      if (/^[A-Z][A-Za-z']*\s/.test(text) && !NOT_VALIDATION.has(text)) messages.push(text);
    }
  }
  return [...new Set(messages)];
}

describe("validation messages", () => {
  const english = flatten(catalogue("en", "validation"));
  const skeleton = (text: string) => text.replace(/\{\w*\}/g, "{}");
  const messages = schemaMessages();

  it("every message the schemas can produce has a key in namespace validation", () => {
    const known = new Set(Object.values(english).map(skeleton));
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter((message) => !known.has(message))).toEqual([]);
  });

  it("every key of namespace validation is a message of the schemas", () => {
    const produced = new Set(messages);
    expect(
      Object.entries(english)
        .filter(([, text]) => !produced.has(skeleton(text)))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("finds a message's key by its English text, figures included", () => {
    expect(matchValidationMessage("Login name is required")).toEqual({ key: "loginRequired", values: {} });
    expect(matchValidationMessage("Enter a whole number from 1 to 12")).toEqual({ key: "wholeNumber", values: { min: "1", max: "12" } });
    expect(matchValidationMessage("Invalid login or password")).toBeUndefined();
  });

  it("shows the translation, figures in the language's grouping, and the upstream's own words as they came", () => {
    const t = (locale: "es" | "ar") => {
      const translator = createTranslator({ locale, messages: { validation: catalogue(locale, "validation") }, namespace: "validation" });
      return translator as unknown as Translate;
    };
    expect(translateError("MAC address must be six hex pairs separated by colons", t("es"), "es")).toBe(
      "La dirección MAC debe tener seis pares hexadecimales separados por dos puntos",
    );
    expect(translateError("At most 10,000 clients per message", t("es"), "es")).toBe("Como máximo 10.000 clientes por mensaje");
    expect(translateError("Enter a whole number from 1 to 12", t("ar"), "ar")).toBe("أدخل عددًا صحيحًا من 1 إلى 12");
    expect(translateError("Insufficient credits", t("es"), "es")).toBe("Insufficient credits");
  });
});
