import "server-only";
import nodemailer, { type Transporter } from "nodemailer";

/** One transporter per SMTP URL (the URL is read from the environment at each send). */
const KEY = Symbol.for("evolusite.smtpTransports");
const holder = globalThis as { [KEY]?: Map<string, Transporter> };

export function smtpTransport(url: string): Transporter {
  const transports = (holder[KEY] ??= new Map<string, Transporter>());
  let transport = transports.get(url);
  if (!transport) {
    // Short timeouts: an unreachable server must not keep work pending for minutes.
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(url, transport);
  }
  return transport;
}
