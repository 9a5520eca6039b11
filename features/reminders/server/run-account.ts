import "server-only";
import { randomUUID } from "node:crypto";
import { log } from "@/lib/log";
import { runWithRequestContext } from "@/lib/request-context";
import type { Caller } from "@/lib/upstream/call";
import type { ClientRow } from "@/lib/schemas/client-list";
import { digestKey, digestMail, digestOf } from "@/features/reminders/model/digest";
import { mailTranslator } from "./mail-texts";
import { coveredClients, deviceKey, dueReminders, type OwnRules } from "@/features/reminders/model/due";
import { mailFailedForSure, type Mailer } from "./mailer";
import { claimDelivery, settleDelivery, type AccountRow, type DeliveryClaim } from "./repo";
import type { PanelStore } from "@/lib/store";
import { fillTemplate, templateFor } from "@/features/reminders/model/template";
import { creditsOf, failedForSure, sendDeviceMessage } from "./upstream";

// One account's run on its local date: its device reminders, then its digest. Every delivery is
// claimed in the store (its row written, outcome "sending") before it is sent, and settled after.

export type RunContext = {
  db: Pick<PanelStore, "query">;
  now: () => Date;
  /** True once the instance is stopping: no new delivery is claimed. */
  stopping: () => boolean;
  mailer: Mailer | null;
  baseUrl: string;
  retry: { maxAttempts: number; afterMs: number };
  /** Called before each delivery: keeps the run's lease while it lasts. */
  heartbeat: () => Promise<void>;
};

/** Who a reminders log line is by: the reminders (a rule of the account's, or its digest), on the account's behalf. */
export function schedulerActor(claim: Pick<DeliveryClaim, "name" | "role" | "ruleDays">) {
  return {
    actor: "reminders",
    rule: claim.ruleDays === null ? "morning digest" : `${claim.ruleDays} days before expiry`,
    onBehalfOf: claim.name,
    role: claim.role,
  };
}

export type RunTally = { sent: number; failed: number; unknown: number; stopped: boolean };

async function deliver(ctx: RunContext, claim: DeliveryClaim, send: () => Promise<void>, sure: (error: unknown) => boolean, tally: RunTally) {
  await ctx.heartbeat();
  const claimed = await claimDelivery(ctx.db, claim, ctx.now(), ctx.retry);
  if (!claimed) return;
  try {
    // Sent by the scheduler under the account's rule, never as the account's browser: every write
    // it makes is journalled so (lib/write-journal.ts).
    const { rule } = schedulerActor(claim);
    const origin = { via: "reminders" as const, accountId: claim.accountId, account: claim.name, role: claim.role, means: rule };
    await runWithRequestContext({ requestId: randomUUID(), route: "reminders", origin }, send);
    await settleDelivery(ctx.db, claimed.id, "sent", "", ctx.now());
    tally.sent++;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const certain = sure(error);
    // A send that may have arrived is never repeated: a second message is worse than none.
    await settleDelivery(
      ctx.db,
      claimed.id,
      certain ? "failed" : "unknown",
      certain ? detail : `No answer (${detail}); it may have been delivered, so it is not sent again.`,
      ctx.now(),
    );
    if (certain) tally.failed++;
    else tally.unknown++;
    // Done by the reminders on the account's behalf, not by the account's owner: the log says so.
    log.warn(
      { ...schedulerActor(claim), channel: claim.channel, outcome: certain ? "failed" : "unknown" },
      "reminders: a message sent on the account's behalf was not confirmed",
    );
  }
}

export async function runAccount(
  ctx: RunContext,
  account: AccountRow,
  caller: Caller,
  clients: ClientRow[],
  ownRules: OwnRules,
  today: string,
): Promise<RunTally> {
  const tally: RunTally = { sent: 0, failed: 0, unknown: 0, stopped: false };
  if (account.enabled) {
    const template = templateFor(account);
    for (const due of dueReminders(account, coveredClients(account, clients, ownRules), today)) {
      if (ctx.stopping()) return { ...tally, stopped: true };
      const message = fillTemplate(template, { name: due.client, expiry: due.expiry, days: due.daysLeft });
      const claim: DeliveryClaim = {
        accountId: account.accountId,
        role: account.role,
        name: account.name,
        dedupeKey: deviceKey(account, due),
        channel: "device",
        recipient: due.client,
        ruleDays: due.ruleDays,
        expiry: due.expiry,
        message,
      };
      await deliver(ctx, claim, () => sendDeviceMessage(caller, due.client, message), failedForSure, tally);
    }
  }
  // No SMTP server: no digest is queued at all (the screen says so).
  if (account.digestEmail && ctx.mailer && !ctx.stopping()) {
    const mailer = ctx.mailer;
    const digest = digestOf(account, clients, await creditsOf(caller), today, ctx.baseUrl);
    const mail = digestMail(account.name, today, digest, await mailTranslator(account.locale), account.locale);
    const claim: DeliveryClaim = {
      accountId: account.accountId,
      role: account.role,
      name: account.name,
      dedupeKey: digestKey(account, today),
      channel: "email",
      recipient: account.digestEmail,
      ruleDays: null,
      expiry: null,
      message: mail.subject,
    };
    await deliver(ctx, claim, () => mailer.send(account.digestEmail, mail), mailFailedForSure, tally);
  }
  return { ...tally, stopped: ctx.stopping() };
}
