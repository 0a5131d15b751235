import "server-only";
import { readText, type ParameterMap } from "@/lib/domain/parameter-map";
import { singleLine } from "./escape";

export interface MailAddress {
  name: string;
  address: string;
}

// Deliberately strict: a sender that would be rejected by SMTP servers is replaced by the fallback.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The site's own domain for the fallback no-reply address (prod URL first, "www." dropped). */
function siteDomain(site: { prodUrl: string | null; devUrl: string | null; domains: readonly string[] }): string {
  const candidates = [site.prodUrl, ...site.domains.map((d) => `https://${d}`), site.devUrl];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const host = new URL(candidate).hostname.replace(/^www\./, "");
      if (host.includes(".")) return host;
    } catch {
      // not a URL: try the next one
    }
  }
  return "localhost";
}

/** « SEND_MAIL_AS_NAME <SEND_MAIL_AS_MAIL> », else the site name and no-reply@<site domain>. */
export function mailSender(
  map: ParameterMap,
  site: { name: string; prodUrl: string | null; devUrl: string | null; domains: readonly string[] },
): MailAddress {
  const name = singleLine(readText(map, "SEND_MAIL_AS_NAME") ?? site.name);
  const configured = readText(map, "SEND_MAIL_AS_MAIL");
  const address = configured && EMAIL.test(configured) ? configured : `no-reply@${siteDomain(site)}`;
  return { name, address };
}

/** The From header as stored in the outbox. */
export function formatAddress(sender: MailAddress): string {
  return `"${sender.name.replace(/["\\]/g, "")}" <${sender.address}>`;
}
