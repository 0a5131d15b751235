import { isIP } from "node:net";
import type { ProxyMatcher } from "./client-address";

/**
 * The host a public request was made to, which decides its site (ARCHITECTURE.md « Many sites, one
 * deployment »). Pure: the production server (server/edge-handler.ts) decides it once per request
 * and overwrites `X-Forwarded-Host` with it; the storefront and the platform read it back through
 * the same functions.
 */

/** A valid host: its name (lower case, no trailing dot; IPv6 literals in brackets) and port. */
export interface HostParts {
  hostname: string;
  port: number | null;
}

const MAX_HOST_LENGTH = 260;
const MAX_NAME_LENGTH = 253;
// Lenient on reading (underscores occur in internal names such as Docker services), strict on
// writing (normaliseDomain).
const READ_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function parsePort(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return null;
  if (!/^\d{1,5}$/.test(raw)) return undefined;
  const port = Number(raw);
  return port >= 1 && port <= 65_535 ? port : undefined;
}

function parseName(raw: string, label: RegExp): string | null {
  const name = raw.endsWith(".") ? raw.slice(0, -1) : raw;
  if (name === "" || name.length > MAX_NAME_LENGTH) return null;
  return name.split(".").every((part) => label.test(part)) ? name : null;
}

/**
 * A Host (or X-Forwarded-Host) value, normalised: lower case, the trailing dot of a fully
 * qualified name removed, the port split off, an IPv6 literal in its canonical form (`[::1]`).
 * Null for anything else: empty, spaces, a path, user info, a port out of range, a bare IPv6
 * address, a list, an empty or too long label.
 */
export function parseHost(raw: string | null | undefined): HostParts | null {
  const value = raw?.trim().toLowerCase();
  if (!value || value.length > MAX_HOST_LENGTH) return null;
  const literal = /^\[([0-9a-f:.]+)\](?::([^:]*))?$/.exec(value);
  if (literal) {
    const port = parsePort(literal[2]);
    if (port === undefined || isIP(literal[1]!) !== 6) return null;
    return { hostname: new URL(`http://[${literal[1]}]/`).hostname, port };
  }
  const [name, rawPort, ...rest] = value.split(":");
  if (rest.length > 0) return null;
  const port = parsePort(rawPort);
  const hostname = parseName(name!, READ_LABEL);
  return port === undefined || hostname === null ? null : { hostname, port };
}

/** `hostname[:port]`, as in a Host header or an origin. */
export function formatHost(host: HostParts): string {
  return host.port === null ? host.hostname : `${host.hostname}:${host.port}`;
}

/** The name a request's site is looked up by (its host without the port), or null when invalid. */
export function siteLookupName(raw: string | null | undefined): string | null {
  return parseHost(raw)?.hostname ?? null;
}

/**
 * A domain as a site stores it (site_domains.host): a DNS name of letters, digits and hyphens,
 * lower case, without port or trailing dot; null for an IP address or anything else.
 */
export function normaliseDomain(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (value.includes(":") || value.startsWith("[")) return null;
  const name = parseName(value, DOMAIN_LABEL);
  if (!name || isIP(name) !== 0) return null;
  return name;
}

export interface HostFacts {
  /** The socket peer (req.socket.remoteAddress). */
  peer: string | undefined;
  /** The Host header as received. */
  host?: string;
  /** X-Forwarded-Host as received (Node joins repeated headers with ", "). */
  forwardedHost?: string;
}

export type RequestHost = { kind: "valid"; host: HostParts } | { kind: "missing" } | { kind: "invalid"; value: string };

/**
 * The host the visitor asked for: the Host header, unless the socket peer is a trusted proxy
 * (TRUSTED_PROXIES) that sent X-Forwarded-Host — then its nearest entry (the one that proxy wrote,
 * as for X-Forwarded-Proto). A client's own X-Forwarded-Host is never believed.
 */
export function decideRequestHost(facts: HostFacts, isTrusted: ProxyMatcher): RequestHost {
  const forwarded = isTrusted(facts.peer ?? "") ? facts.forwardedHost?.split(",").pop()?.trim() : undefined;
  const claimed = forwarded || facts.host?.trim();
  if (!claimed) return { kind: "missing" };
  const host = parseHost(claimed);
  return host ? { kind: "valid", host } : { kind: "invalid", value: claimed };
}

/**
 * The request's host as the app reads it back: X-Forwarded-Host (which the production server
 * always overwrites with what it decided), else Host (`next dev`, in-process calls).
 */
export function requestHostHeader(get: (name: string) => string | null | undefined): string | null {
  return get("x-forwarded-host") || get("host") || null;
}

/** `localhost` and `*.localhost`: names that always mean this machine (RFC 6761). */
export function isLocalHostname(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost");
}
