import { describe, expect, it } from "vitest";
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_SCHEDULE_MS, mailRetryDelayMs } from "@/lib/domain/mail-retry";
import { classifySmtpFailure } from "@/lib/domain/smtp-failure";

/** An error shaped as nodemailer gives it (code, responseCode, originalCode set on an Error). */
function smtpError(message: string, fields: { code?: string; responseCode?: number; originalCode?: string }): Error {
  return Object.assign(new Error(message), fields);
}

describe("mailRetryDelayMs", () => {
  it("waits 30 s, 2 min, 10 min, 1 h, 6 h after attempts 1 to 5, then gives up", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => mailRetryDelayMs(attempt))).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
    expect(MAIL_MAX_ATTEMPTS).toBe(6);
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBeNull();
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS + 1)).toBeNull();
  });

  it("keeps the schedule's shape when its first delay is shortened", () => {
    expect([1, 2, 3, 4, 5].map((attempt) => mailRetryDelayMs(attempt, 2_000))).toEqual([2_000, 8_000, 40_000, 240_000, 1_440_000]);
    expect(mailRetryDelayMs(1, 30_000)).toBe(MAIL_RETRY_SCHEDULE_MS[0]);
  });

  it("no delay for a nonsense attempt number", () => {
    expect(mailRetryDelayMs(0)).toBeNull();
    expect(mailRetryDelayMs(-1)).toBeNull();
    expect(mailRetryDelayMs(1.5)).toBeNull();
    expect(mailRetryDelayMs(Number.NaN)).toBeNull();
  });

  it("each delay is longer than the one before", () => {
    const delays = MAIL_RETRY_SCHEDULE_MS.map((_, i) => mailRetryDelayMs(i + 1)!);
    expect(delays.every((delay, i) => i === 0 || delay > delays[i - 1]!)).toBe(true);
  });
});

describe("classifySmtpFailure", () => {
  it.each([
    ["refused", smtpError("connect ECONNREFUSED 127.0.0.1:2525", { code: "ESOCKET", originalCode: "ECONNREFUSED" })],
    ["reset", smtpError("read ECONNRESET", { code: "ECONNRESET" })],
    ["closed before the greeting", smtpError("Connection closed unexpectedly", { code: "ECONNECTION" })],
    ["greeting timeout", smtpError("Greeting never received", { code: "ETIMEDOUT" })],
    ["connection timeout", smtpError("Connection timeout", { code: "ETIMEDOUT" })],
    ["DNS failure", smtpError("getaddrinfo EAI_AGAIN smtp.exemple.fr", { code: "EDNS", originalCode: "EAI_AGAIN" })],
    ["421 busy", smtpError("Invalid greeting. response=421 Try again later", { code: "EPROTOCOL", responseCode: 421 })],
    ["450 mailbox busy", smtpError("Can't send mail - all recipients were rejected: 450 Mailbox busy", { code: "EENVELOPE", responseCode: 450 })],
    ["454 auth unavailable", smtpError("Invalid login: 454 Temporary authentication failure", { code: "EAUTH", responseCode: 454 })],
  ])("%s → TRANSIENT", (_name, error) => {
    expect(classifySmtpFailure(error)).toBe("TRANSIENT");
  });

  it.each([
    ["550 mailbox unavailable", smtpError("Can't send mail - all recipients were rejected: 550 Mailbox unavailable", { code: "EENVELOPE", responseCode: 550 })],
    ["553 bad address", smtpError("553 Bad address", { code: "EENVELOPE", responseCode: 553 })],
    ["535 bad login", smtpError("Invalid login: 535 Authentication failed", { code: "EAUTH", responseCode: 535 })],
    ["554 greeting refusal", smtpError("Invalid greeting. response=554 No service", { code: "EPROTOCOL", responseCode: 554 })],
    ["no recipients", smtpError("No recipients defined", { code: "EENVELOPE" })],
    ["missing credentials", smtpError("Missing credentials for \"PLAIN\"", { code: "EAUTH" })],
    ["a plain error", new Error("boom")],
    ["not an error", "boom"],
    ["null", null],
  ])("%s → PERMANENT", (_name, error) => {
    expect(classifySmtpFailure(error)).toBe("PERMANENT");
  });

  it("a reply code decides over a network code", () => {
    expect(classifySmtpFailure(smtpError("x", { code: "ECONNECTION", responseCode: 550 }))).toBe("PERMANENT");
    expect(classifySmtpFailure(smtpError("x", { code: "EENVELOPE", responseCode: 451 }))).toBe("TRANSIENT");
  });
});
