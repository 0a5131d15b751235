import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "../../../playwright.config";
import { parseMessage, type ReceivedMail } from "../../support/smtp";
import { test } from "./test";

export interface TestMailbox {
  /** Every message received so far, in arrival order. */
  readonly messages: ReceivedMail[];
  /** The first message that `match` accepts, waiting up to `timeoutMs` for it. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

/**
 * A real SMTP server on the port this worker's site server sends its e-mails to (E2E_SMTP_PORT,
 * playwright.config.ts), listening for the whole spec file: call it once at the top of a spec.
 */
export function listenForTestMail(): TestMailbox {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(parseMessage(Buffer.concat(chunks).toString("utf8"), session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to));
        callback();
      });
    },
  });
  test.beforeAll(
    () =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(E2E_SMTP_PORT, "127.0.0.1", () => resolve());
      }),
  );
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    messages,
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          const received = messages.map((m) => `${m.envelopeTo.join(",")}: ${m.subject}`).join(" | ") || "none";
          throw new Error(`no matching e-mail within ${timeoutMs} ms (received: ${received})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}
