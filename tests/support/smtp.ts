import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (npm `smtp-server`): plain SMTP on a free local port, any login
 * accepted or none, no TLS. Every message is kept, decoded enough to read: headers, subject,
 * text and HTML parts (quoted-printable / base64, RFC 2047 encoded words).
 */

export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * How the next deliveries fail (failNext): "drop" closes the connection before the greeting (the
 * client sees it reset); "silent" never greets (the client's greeting timeout fires: use a URL with
 * `?greetingTimeout=` to keep it short); "busy" greets with 421 (try later); "mailbox-unavailable"
 * refuses the recipient with 550 (for good).
 */
export type SmtpFailure = "drop" | "silent" | "busy" | "mailbox-unavailable";

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> — what SMTP_URL should be. */
  url: string;
  messages: ReceivedMail[];
  /** The next `times` connections fail this way (one delivery each), then the server accepts again. */
  failNext(failure: SmtpFailure, times?: number): void;
  /** Connections made so far (each delivery attempt opens one). */
  readonly connections: number;
  /** The next message for `to` not returned yet (waits up to `timeoutMs`). */
  waitForMessage(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages received for `to` so far. */
  messagesFor(to: string): ReceivedMail[];
  close(): Promise<void>;
}

// ---------- minimal MIME decoding (enough for what nodemailer writes) ----------

function splitHeadAndBody(raw: string): [string, string] {
  const index = raw.search(/\r?\n\r?\n/);
  if (index < 0) return [raw, ""];
  const separator = /\r?\n\r?\n/.exec(raw.slice(index))![0];
  return [raw.slice(0, index), raw.slice(index + separator.length)];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!;
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body).toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047: =?UTF-8?Q?...?= and =?UTF-8?B?...?= words (adjacent words joined). */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function boundaryOf(contentType: string): string | null {
  const match = /boundary="?([^";]+)"?/i.exec(contentType);
  return match ? match[1]! : null;
}

/** Collects the text/plain and text/html leaves of a (possibly nested) multipart entity. */
function collectParts(headers: Map<string, string>, body: string, into: { text: string; html: string }) {
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = boundaryOf(contentType);
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*\\r?\\n?`));
    for (const section of sections) {
      if (!section.trim()) continue;
      const [head, partBody] = splitHeadAndBody(section);
      collectParts(parseHeaders(head), partBody, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  if (/^text\/html/i.test(contentType)) into.html ||= decoded;
  else if (/^text\/plain/i.test(contentType)) into.text ||= decoded;
}

export function parseMessage(raw: string, envelopeFrom = "", envelopeTo: string[] = []): ReceivedMail {
  const [head, body] = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  const parts = { text: "", html: "" };
  collectParts(headers, body, parts);
  return {
    envelopeFrom,
    envelopeTo,
    headers,
    from: decodeEncodedWords(headers.get("from") ?? ""),
    to: decodeEncodedWords(headers.get("to") ?? ""),
    subject: decodeEncodedWords(headers.get("subject") ?? ""),
    text: parts.text,
    html: parts.html,
    raw,
  };
}

// ---------- the server ----------

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const delivered = new Set<ReceivedMail>();

  const matches = (mail: ReceivedMail, to: string) => mail.envelopeTo.includes(to.toLowerCase());
  const failures: SmtpFailure[] = [];
  const refuseRecipients = new Set<string>();
  const silentSessions: Array<() => void> = [];
  let connections = 0;
  const replyError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(session, callback) {
      connections += 1;
      const failure = failures.shift();
      if (failure === "silent") {
        // Never greets; answered with an error at close() so no session is left behind.
        silentSessions.push(() => callback(replyError("Closing", 421)));
        return;
      }
      if (failure === "busy") return callback(replyError("Service temporarily unavailable, try again later", 421));
      if (failure === "mailbox-unavailable") refuseRecipients.add(session.id);
      callback();
    },
    onRcptTo(address, session, callback) {
      if (refuseRecipients.has(session.id)) return callback(replyError(`Mailbox unavailable: ${address.address}`, 550));
      callback();
    },
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = parseMessage(Buffer.concat(chunks).toString("utf8"), envelopeFrom, envelopeTo);
        messages.push(mail);
        const index = waiters.findIndex((w) => matches(mail, w.to));
        if (index >= 0) {
          const [waiter] = waiters.splice(index, 1);
          delivered.add(mail);
          waiter!.resolve(mail);
        }
        callback();
      });
    },
  });

  // "drop": the socket is destroyed as soon as it is accepted, before any greeting.
  server.server.on("connection", (socket: import("node:net").Socket) => {
    if (failures[0] !== "drop") return;
    failures.shift();
    connections += 1;
    socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(failure);
    },
    get connections() {
      return connections;
    },
    messagesFor: (to) => messages.filter((m) => matches(m, to)),
    waitForMessage(to, timeoutMs = 10_000) {
      const waiting = messages.find((m) => matches(m, to) && !delivered.has(m));
      if (waiting) {
        delivered.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = {
          to,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No e-mail for ${to} within ${timeoutMs} ms (received: ${messages.map((m) => m.envelopeTo.join(",")).join(" | ") || "none"})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => {
      for (const release of silentSessions.splice(0)) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
