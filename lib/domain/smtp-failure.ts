/**
 * Whether an SMTP delivery failure is worth trying again (pure; reads the fields nodemailer puts on
 * its errors, and Node's system error codes).
 *
 * - A reply from the server decides: 4xx (421 busy, 450 mailbox busy, 451 local error, 452
 *   storage…) is TRANSIENT, 5xx (550 mailbox unavailable, 553 bad address, 535 bad login…) is
 *   PERMANENT, as RFC 5321 §4.2.1 says.
 * - No reply: a network trouble (refused, reset, closed, unreachable, DNS failure, any timeout —
 *   « Greeting never received » is one) is TRANSIENT.
 * - Anything else (a message nodemailer cannot build, a bad envelope, an unknown error) is
 *   PERMANENT: sending the same thing again would fail the same way.
 */
export type SmtpFailureKind = "TRANSIENT" | "PERMANENT";

/** nodemailer's codes for a connection that failed or broke, and Node's system codes under them. */
const NETWORK_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

function field(error: unknown, name: string): unknown {
  return typeof error === "object" && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

export function classifySmtpFailure(error: unknown): SmtpFailureKind {
  const responseCode = field(error, "responseCode");
  if (typeof responseCode === "number" && responseCode >= 400 && responseCode < 600) {
    return responseCode < 500 ? "TRANSIENT" : "PERMANENT";
  }
  const codes = [field(error, "code"), field(error, "originalCode")].filter((c): c is string => typeof c === "string");
  return codes.some((code) => NETWORK_CODES.has(code)) ? "TRANSIENT" : "PERMANENT";
}
