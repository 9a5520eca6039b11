// A real SMTP server for the tests (the smtp-server package): it keeps every message it accepts,
// and can refuse the next recipients with a temporary error, as a mail server does under load.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { to: string[]; raw: string; subject: string; text: string };

/** The message as a person reads it: headers unfolded, quoted-printable soft breaks and escapes undone. */
function readable(raw: string): { subject: string; text: string } {
  const [head, ...body] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, " "))?.[1] ?? "";
  const text = body
    .join("\n\n")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { subject, text };
}

export async function startSmtpReceiver() {
  const received: Received[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...readable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `n` recipients are refused with 450. */
    refuse(n: number) {
      refuseNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
