// The areas' sentences built in lib/ in Spanish and Arabic: the same rules as in
// English (tests beside each rule check the spec's words), written in the reader's language,
// figures in its grouping; the exports' files and the digest e-mail in the language asked for.
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import { deleteRefusal } from "@/features/accounts/model/deletable";
import { describeChange } from "@/features/journal/upstream/search";
import { partsOf, type CreditNote } from "@/features/credits/model/cost";
import { transferNote } from "@/features/credits/model/transfer";
import { EXPORT_TABLES } from "@/app/_exports/tables";
import { buildTable, headOf, titleOf } from "@/lib/export/tables/table";
import { exportTexts, loadExportMessages } from "@/lib/export/texts";
import type { Translate } from "@/i18n/translator";
import { digestMail, digestOf } from "@/features/reminders/model/digest";
import { mailTranslator } from "@/features/reminders/server/mail-texts";
import type { ClientRow } from "@/lib/schemas/client-list";
import { formatCount } from "@/lib/format";
import { translateError } from "@/i18n/validation-messages";
import { INVALID_LOGIN_MESSAGE } from "@/lib/session/messages";
import { SHOWN_ERRORS } from "@/hooks/use-zod-form";
import { transactionTypeLabel } from "@/features/transactions/model/type-label";

async function translator(locale: Locale, namespace: string): Promise<Translate> {
  const messages = (await import(`../../messages/${locale}/${namespace}.json`)).default;
  return createTranslator({ locale, messages: { [namespace]: messages }, namespace }) as unknown as Translate;
}

/** A note's parts as features/credits/components/cost-note.tsx says them. */
function said(note: CreditNote, t: Translate, locale: Locale): string {
  return (partsOf(note) ?? [])
    .map(({ key, values = {}, names = {} }) =>
      t(key, { ...names, ...values, ...Object.fromEntries(Object.entries(values).map(([name, value]) => [`${name}Shown`, formatCount(value, locale)])) }),
    )
    .join(" ");
}

const client = (name: string, overrides: Partial<ClientRow> = {}): ClientRow => ({
  name,
  description: "",
  mac: "00:1A:79:00:00:01",
  ministra: true,
  status: true,
  expiry: "2030-01-03",
  ...overrides,
});

describe("credit moves and delete refusals in the reader's language", () => {
  it("says what an Add does in Spanish and Arabic, figures grouped as the language groups them", async () => {
    const move = { transaction: 0 as const, credits: 10000, balance: 25000, unlimited: false, child: "bw_miami", childCredits: 1 };
    const note = transferNote(move);
    expect(said(note, await translator("es", "credits"), "es")).toBe(
      "Añade 10.000 créditos a bw_miami. Su saldo después: 15.000. Saldo de bw_miami después: 10.001.",
    );
    expect(said(note, await translator("ar", "credits"), "ar")).toBe(
      "يضيف 10,000 رصيد إلى bw_miami. رصيدك بعد العملية: 15,000. رصيد bw_miami بعد العملية: 10,001.",
    );
  });

  it("refuses a delete with Arabic's plural forms (two, few)", async () => {
    expect(deleteRefusal("reseller", "r1", { dealers: 2, clients: 3 }, await translator("ar", "accounts"), "ar")).toBe("لا يزال لدى r1 وكيلان و3 عملاء");
    expect(deleteRefusal("dealer", "d1", { clients: 1 }, await translator("es", "accounts"), "es")).toBe("d1 todavía tiene 1 cliente");
  });

  it("says the panel's own words in Spanish and Arabic: a wrong password, the marked fields, a ledger type, a field's name", async () => {
    const es = await translator("es", "validation");
    expect(translateError(INVALID_LOGIN_MESSAGE, es, "es")).toBe("Nombre de usuario o contraseña no válidos");
    expect(translateError(SHOWN_ERRORS, await translator("ar", "validation"), "ar")).toBe("صحّح الحقول المعلَّمة أعلاه");
    expect(transactionTypeLabel("NEW CLIENT", await translator("es", "transactions"))).toBe("CLIENTE NUEVO");
    // A type the panel does not know is the backend's own word.
    expect(transactionTypeLabel("BONUS", await translator("es", "transactions"))).toBe("BONUS");
    expect(describeChange({ field: "months", before: null, after: 1 }, await translator("es", "audit"))).toBe("Meses: 1");
  });

  it("writes an audit change in Arabic with the arrow pointing the way the line reads", async () => {
    expect(describeChange({ field: "expiry", before: "2030-01-01", after: "2030-02-01" }, await translator("ar", "audit"))).toBe(
      "تاريخ الانتهاء: 2030-01-01 ← 2030-02-01",
    );
  });
});

describe("exports in the page's language", () => {
  it("heads a Spanish client file with Spanish headers and words, the values as they are", async () => {
    const texts = exportTexts("es", await loadExportMessages("es"));
    const table = buildTable(EXPORT_TABLES.clients, [client("alice")], "2030-01-01", texts);
    expect(table.head).toEqual(["Usuario", "Descripción", "MAC", "Ministra", "Estado", "Vencimiento"]);
    expect(table.body).toEqual([["alice", "", "00:1A:79:00:00:01", "Sí", "ACTIVO", "2030-01-03"]]);
    expect(titleOf(EXPORT_TABLES.clients, texts, 1)).toBe("Clientes (1)");
  });

  it("writes an Arabic audit file's actions and a reminder log's channel in Arabic", async () => {
    const texts = exportTexts("ar", await loadExportMessages("ar"));
    expect(headOf(EXPORT_TABLES.audit, texts)[0]).toBe("الوقت");
    const [row] = buildTable(
      EXPORT_TABLES.audit,
      [{ id: 1, created: "2030-01-01T10:00:00.000Z", actor: "admin", role: "admin", action: "client.renew", target: "maria", changes: [] }],
      "2030-01-01",
      texts,
    ).body;
    expect(row[3]).toBe("جُدّد عميل");
    const [log] = buildTable(
      EXPORT_TABLES.reminders,
      [
        {
          id: 1,
          at: "2030-01-01T08:00:00.000Z",
          recipient: "alice",
          channel: "device",
          ruleDays: 7,
          expiry: "2030-01-08",
          outcome: "sent",
          attempts: 1,
          detail: "",
        },
      ],
      "2030-01-01",
      texts,
    ).body;
    expect(log.slice(2, 6)).toEqual(["رسالة على جهاز العميل", "قبل النهاية بـ7 أيام", "2030-01-08", "أُرسلت"]);
  });
});

describe("the digest e-mail in the account's language", () => {
  it("is Spanish for an account that saved its rules in Spanish, Arabic right to left", async () => {
    const digest = digestOf({ role: "dealer", lowCredit: 5 }, [client("p1", { ministra: false })], 4, "2030-01-01", "https://p.example");
    const spanish = digestMail("dealer", "2030-01-01", digest, await mailTranslator("es"), "es");
    expect(spanish.subject).toContain("para dealer, 2030-01-01: 1 cliente vence esta semana, ninguna prueba termina hoy");
    expect(spanish.text).toContain("Le quedan pocos créditos: 4 (pidió aviso con 5 o menos).");
    expect(spanish.text).toContain("- p1, vence el 2030-01-03: renovar en https://p.example/updateclient?name=p1");
    const arabic = digestMail("dealer", "2030-01-01", digest, await mailTranslator("ar"), "ar");
    expect(arabic.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(arabic.html).toContain('<a href="https://p.example/updateclient?name=p1">جدّده</a>');
    // The date keeps its order inside the Arabic sentence: isolated, as on the screens (lib/format.ts).
    expect(arabic.text).toContain("\u20662030-01-03\u2069");
    expect(spanish.text).not.toContain("\u2066");
  });
});
