import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIcs } from "@/lib/domain/ics";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/platform/db/client";
import { sendMail } from "@/lib/platform/mail/send-mail";
import type { OutboxList, OutboxMessage } from "@/lib/schemas/outbox";
import { callApi, createLoggedUser, SITE_69 } from "@/tests/support/api";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

// An invitation as the booking and sign-up e-mails send it.
const invitation = {
  filename: "rendez-vous.ics",
  contentType: "text/calendar; charset=utf-8; method=REQUEST",
  content: buildIcs({
    uid: "appointment-1@site-69.evolusite",
    start: new Date("2026-12-01T09:00:00Z"),
    end: new Date("2026-12-01T10:00:00Z"),
    summary: "Première séance",
  }),
};

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: TestSmtpServer;
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
  await database.dispose();
});

async function outboxCopy(to: string): Promise<OutboxMessage> {
  const { token } = await createLoggedUser(SITE_69, "ADMIN");
  const page = await callApi<OutboxList>(`/admin/outbox?toAddress=${encodeURIComponent(to)}`, { token });
  const id = page.body.data.list[0]!.id;
  return (await callApi<OutboxMessage>(`/admin/outbox/${id}`, { token })).body.data;
}

describe("e-mail attachments", () => {
  it("without SMTP: the outbox copy keeps the attachment, readable by the admin", async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await sendMail(await getDb(), SITE_69, { to: "ines@exemple.fr", kind: "TEST", subject: "Invitation", html: "<p>Bonjour</p>", text: "Bonjour", attachments: [invitation] });
    const message = await outboxCopy("ines@exemple.fr");
    expect(message.attachments).toEqual([invitation]);
  });

  it("over SMTP: the file is sent as a MIME part and kept in the outbox", async () => {
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    await sendMail(await getDb(), SITE_69, { to: "paul@exemple.fr", kind: "TEST", subject: "Invitation", html: "<p>Bonjour</p>", text: "Bonjour", attachments: [invitation] });
    const mail = await smtp.waitForMessage("paul@exemple.fr");
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail.raw).toMatch(/filename=(3D)?"?rendez-vous\.ics/);
    expect((await outboxCopy("paul@exemple.fr")).attachments).toEqual([invitation]);
  });

  it("a message without attachments has an empty list", async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await sendMail(await getDb(), SITE_69, { to: "zoe@exemple.fr", kind: "TEST", subject: "Sans pièce jointe", html: "<p>x</p>", text: "x" });
    expect((await outboxCopy("zoe@exemple.fr")).attachments).toEqual([]);
  });
});
