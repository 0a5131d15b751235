import net from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from "@/lib/domain/mail-retry";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/platform/db/client";
import { jobs, outbox, users } from "@/lib/platform/db/schema";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { pendingBackgroundWork, settleBackgroundWork } from "@/lib/platform/mail/background";
import { MAIL_RETRY_JOB } from "@/lib/platform/mail/schedule-mail-retry";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import type { OutboxList, OutboxMessage } from "@/lib/schemas/outbox";
import { callApi, createLoggedUser, SITE_69 } from "@/tests/support/api";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * E-mails SMTP could not take yet are sent again by the job queue (lib/platform/mail/retry-mail.ts),
 * against a real SMTP server told to fail the first attempts (tests/support/smtp.ts failNext).
 * Jobs are run with runDueJobs at the instant wanted: no sleeping.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: TestSmtpServer;

function useSmtp(url: string) {
  process.env.SMTP_URL = url;
  resetEnvCache();
}

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
  registerPlatformJobHandlers();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await settleBackgroundWork();
  await smtp.close();
  await database.dispose();
});
beforeEach(async () => {
  resetRateLimits();
  useSmtp(smtp.url);
  await (await getDb()).delete(jobs);
});

let counter = 0;
const address = (name: string) => `${name}.${(counter += 1)}@exemple.fr`;

async function send(to: string, extra: { redact?: string[] } = {}) {
  const secret = extra.redact?.[0] ?? "";
  await sendMail(await getDb(), SITE_69, { to, kind: "TEST", subject: "Votre rendez-vous", html: `<p>Lien ${secret}</p>`, text: `Lien ${secret}`, ...extra });
}

async function outboxRow(to: string) {
  const rows = await (await getDb()).select().from(outbox).where(and(eq(outbox.siteId, SITE_69), eq(outbox.toAddress, to)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function retryJobs() {
  return (await getDb()).select().from(jobs).where(eq(jobs.kind, MAIL_RETRY_JOB));
}

async function adminSummary(to: string) {
  const { token } = await createLoggedUser(SITE_69, "ADMIN");
  const page = await callApi<OutboxList>(`/admin/outbox?toAddress=${encodeURIComponent(to)}`, { token });
  expect(page.status).toBe(200);
  return page.body.data.list[0]!;
}

/** A local port nobody listens on: connecting is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("transient SMTP failures are retried by the job queue", () => {
  it("a reset e-mail whose connection is dropped: RETRYING with a job 30 s later, then delivered once, then masked", async () => {
    const db = await getDb();
    const email = address("reset");
    await db.insert(users).values({ siteId: SITE_69, email, firstname: "Inès" });
    smtp.failNext("drop");
    const before = Date.now();
    expect((await callApi("/password/reset/ask", { method: "PUT", body: JSON.stringify({ email }), headers: { "Content-Type": "application/json" } })).status).toBe(200);
    await settleBackgroundWork();

    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ transport: "SMTP", status: "RETRYING", attempts: 1, sentAt: null });
    expect(failed.error).toMatch(/Connection closed|ECONNRESET|socket hang up/i);
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(failed.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
    // Not delivered: the copy is whole (the admin could still pass the link on), secrets kept for later.
    const token = /\/password\/reset\/([A-Za-z0-9_-]{20,})/.exec(failed.text)![1]!;
    expect(failed.secrets).toEqual([token]);
    expect(smtp.messagesFor(email)).toEqual([]);

    const [job] = await retryJobs();
    expect(job).toMatchObject({ siteId: SITE_69, payload: { outboxId: failed.id }, attempts: 0, doneAt: null });
    expect(job!.runAt.toISOString()).toBe(failed.nextAttemptAt!.toISOString());

    const listed = await adminSummary(email);
    expect(listed).toMatchObject({ status: "RETRYING", attempts: 1, nextAttemptAt: failed.nextAttemptAt!.toISOString(), sentAt: null });
    expect(listed.error).toBe(failed.error);

    // Not due a millisecond early; due at its time.
    expect(await runDueJobs(db, new Date(failed.nextAttemptAt!.getTime() - 1))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(db, failed.nextAttemptAt!)).toEqual({ done: 1, retried: 0, failed: 0 });
    const mail = await smtp.waitForMessage(email);
    expect(mail.text).toContain(token);

    const sent = await outboxRow(email);
    expect(sent).toMatchObject({ status: "SENT", attempts: 2, nextAttemptAt: null, secrets: [], error: failed.error });
    expect(sent.sentAt!.toISOString()).toBe(failed.nextAttemptAt!.toISOString());
    expect(sent.text).not.toContain(token);
    expect(sent.text).toContain("[masqué]");
    expect(await adminSummary(email)).toMatchObject({ status: "SENT", attempts: 2, nextAttemptAt: null });

    // Nothing left to run, ever: delivered once.
    expect(await runDueJobs(db, new Date(Date.now() + 30 * 86_400_000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(smtp.messagesFor(email)).toHaveLength(1);
  });

  it("a server that never greets (« Greeting never received ») is tried again", async () => {
    useSmtp(`${smtp.url}/?greetingTimeout=300`);
    const to = address("silent");
    smtp.failNext("silent");
    await send(to);
    const failed = await outboxRow(to);
    expect(failed).toMatchObject({ status: "RETRYING", attempts: 1 });
    expect(failed.error).toMatch(/Greeting never received/);
    await runDueJobs(await getDb(), failed.nextAttemptAt!);
    await smtp.waitForMessage(to);
    expect(await outboxRow(to)).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("a refused connection is tried again, with the SMTP_URL of the time of the retry", async () => {
    useSmtp(`smtp://127.0.0.1:${await closedPort()}`);
    const to = address("refused");
    await send(to);
    const failed = await outboxRow(to);
    expect(failed).toMatchObject({ status: "RETRYING", attempts: 1 });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    useSmtp(smtp.url);
    await runDueJobs(await getDb(), failed.nextAttemptAt!);
    await smtp.waitForMessage(to);
    expect(await outboxRow(to)).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("a busy server (421) is tried again after 30 s, then 2 min, and the reply-to survives the retries", async () => {
    const db = await getDb();
    const to = address("busy");
    smtp.failNext("busy", 2);
    await sendMail(db, SITE_69, { to, kind: "CONTACT_MESSAGE", subject: "Nouveau message", html: "<p>Bonjour</p>", text: "Bonjour", replyTo: "visiteur@exemple.fr" });
    const first = await outboxRow(to);
    expect(first).toMatchObject({ status: "RETRYING", attempts: 1, replyTo: "visiteur@exemple.fr" });
    expect(first.error).toMatch(/421/);

    await runDueJobs(db, first.nextAttemptAt!);
    const second = await outboxRow(to);
    expect(second).toMatchObject({ status: "RETRYING", attempts: 2 });
    expect(second.nextAttemptAt!.getTime() - first.nextAttemptAt!.getTime()).toBe(mailRetryDelayMs(2));
    expect(mailRetryDelayMs(2)).toBe(120_000);

    await runDueJobs(db, second.nextAttemptAt!);
    const mail = await smtp.waitForMessage(to);
    expect(mail.headers.get("reply-to")).toBe("visiteur@exemple.fr");
    expect(await outboxRow(to)).toMatchObject({ status: "SENT", attempts: 3 });
    expect((await retryJobs()).every((job) => job.doneAt !== null && job.failedAt === null)).toBe(true);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts: FAILED, no job left`, async () => {
    const db = await getDb();
    const to = address("always-busy");
    smtp.failNext("busy", MAIL_MAX_ATTEMPTS);
    const connections = smtp.connections;
    await send(to);
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      const row = await outboxRow(to);
      expect(row).toMatchObject({ status: "RETRYING", attempts: attempt });
      await runDueJobs(db, row.nextAttemptAt!);
    }
    const failed = await outboxRow(to);
    expect(failed).toMatchObject({ status: "FAILED", attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null, secrets: [] });
    expect(smtp.connections - connections).toBe(MAIL_MAX_ATTEMPTS);
    expect(await runDueJobs(db, new Date(Date.now() + 30 * 86_400_000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(smtp.messagesFor(to)).toEqual([]);
    expect(await adminSummary(to)).toMatchObject({ status: "FAILED", attempts: MAIL_MAX_ATTEMPTS });
  });
});

describe("permanent failures are not retried", () => {
  it("550 mailbox unavailable: FAILED at once, no job", async () => {
    const to = address("unknown");
    smtp.failNext("mailbox-unavailable");
    await send(to, { redact: ["secret-token-1234567890"] });
    const row = await outboxRow(to);
    expect(row).toMatchObject({ status: "FAILED", attempts: 1, nextAttemptAt: null, sentAt: null, secrets: [] });
    expect(row.error).toMatch(/550/);
    // Never delivered: the copy stays whole.
    expect(row.text).toContain("secret-token-1234567890");
    expect(await retryJobs()).toEqual([]);
    expect(await runDueJobs(await getDb(), new Date(Date.now() + 30 * 86_400_000))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(smtp.messagesFor(to)).toEqual([]);
    expect(await adminSummary(to)).toMatchObject({ status: "FAILED", attempts: 1 });
  });

  it("without SMTP_URL: KEPT, no attempt, no job", async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    const to = address("kept");
    await send(to, { redact: ["secret-token-abcdefghij"] });
    expect(await outboxRow(to)).toMatchObject({ transport: "OUTBOX", status: "KEPT", attempts: 0, nextAttemptAt: null, sentAt: null, error: null });
    expect(await retryJobs()).toEqual([]);
    expect(await adminSummary(to)).toMatchObject({ transport: "OUTBOX", status: "KEPT", attempts: 0 });
  });

  it("a first attempt that succeeds: SENT, attempt 1, no job", async () => {
    const to = address("ok");
    await send(to, { redact: ["secret-token-klmnopqrst"] });
    await smtp.waitForMessage(to);
    const row = await outboxRow(to);
    expect(row).toMatchObject({ transport: "SMTP", status: "SENT", attempts: 1, nextAttemptAt: null, error: null, secrets: [] });
    expect(row.text).toBe("Lien [masqué]");
    expect(await retryJobs()).toEqual([]);
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const detail = await callApi<OutboxMessage>(`/admin/outbox/${row.id}`, { token });
    expect(detail.body.data).toMatchObject({ status: "SENT", attempts: 1, text: "Lien [masqué]" });
    expect(detail.body.data).not.toHaveProperty("secrets");
  });
});

describe("durability and idempotence", () => {
  it("the retry survives a restart: nothing waits in memory, a worker that never saw the failure sends it from the jobs table", async () => {
    const to = address("restart");
    smtp.failNext("drop");
    await send(to);
    await settleBackgroundWork();
    expect(pendingBackgroundWork()).toEqual([]);
    const failed = await outboxRow(to);
    const [job] = await retryJobs();
    expect(job).toMatchObject({ kind: MAIL_RETRY_JOB, payload: { outboxId: failed.id }, lockedBy: null });

    // The new process: handlers registered at boot, another worker id.
    registerPlatformJobHandlers();
    expect(await runDueJobs(await getDb(), failed.nextAttemptAt!, { workerId: "after-restart" })).toMatchObject({ done: 1 });
    await smtp.waitForMessage(to);
    expect((await retryJobs())[0]).toMatchObject({ lockedBy: "after-restart", attempts: 1 });
    expect(await outboxRow(to)).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("two workers running due jobs at once deliver it once, even with the retry queued twice", async () => {
    const db = await getDb();
    const to = address("twice");
    smtp.failNext("drop");
    await send(to);
    const failed = await outboxRow(to);
    // A second job for the same message (as a double enqueue would leave).
    await db.insert(jobs).values({ siteId: SITE_69, kind: MAIL_RETRY_JOB, payload: { outboxId: failed.id }, runAt: failed.nextAttemptAt! });
    const [a, b] = await Promise.all([
      runDueJobs(db, failed.nextAttemptAt!, { workerId: "a" }),
      runDueJobs(db, failed.nextAttemptAt!, { workerId: "b" }),
    ]);
    await smtp.waitForMessage(to);
    // Both jobs ran (one sent, the other found the message taken or sent); every SMTP exchange awaited.
    expect(a.done + a.retried + b.done + b.retried).toBe(2);
    expect(smtp.messagesFor(to)).toHaveLength(1);
    expect(await outboxRow(to)).toMatchObject({ status: "SENT", attempts: 2 });
    // A job that found it being sent elsewhere looks again later, and then sends nothing.
    await runDueJobs(db, new Date(Date.now() + 86_400_000));
    expect(smtp.messagesFor(to)).toHaveLength(1);
  });

  it("a message of another site is not taken by a job of this one", async () => {
    const db = await getDb();
    const to = address("foreign");
    smtp.failNext("drop");
    await send(to);
    const failed = await outboxRow(to);
    await db.delete(jobs);
    await db.insert(jobs).values({ siteId: 70, kind: MAIL_RETRY_JOB, payload: { outboxId: failed.id }, runAt: failed.nextAttemptAt! });
    expect(await runDueJobs(db, failed.nextAttemptAt!)).toMatchObject({ done: 1 });
    expect(smtp.messagesFor(to)).toEqual([]);
    expect(await outboxRow(to)).toMatchObject({ status: "RETRYING", attempts: 1 });
  });
});
