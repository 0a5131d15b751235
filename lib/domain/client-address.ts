import { BlockList, isIP } from "node:net";

/**
 * Who is calling, for per-client limits (pure: no I/O). The production server (server/serve.ts)
 * sees the socket address; forwarded headers (X-Forwarded-For, X-Forwarded-Proto) are only
 * believed when the socket peer is a trusted proxy (TRUSTED_PROXIES), since any client can send them.
 */

/** Internal request header carrying the resolved client address; serve.ts always overwrites it. */
export const CLIENT_ADDRESS_HEADER = "x-evolusite-client-address";

/** Is this address one of the trusted proxies? */
export type ProxyMatcher = (address: string) => boolean;

export const NO_TRUSTED_PROXY: ProxyMatcher = () => false;

/**
 * A bare IP address in canonical form, or null: brackets, a port, an IPv6 zone and the IPv4-mapped
 * IPv6 prefix (`::ffff:1.2.3.4`, what a dual-stack socket reports) are removed.
 */
export function normaliseAddress(raw: string): string | null {
  let value = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%[0-9a-z._~-]+$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) value = mapped[1]!;
  if (isIP(value) === 0) return null;
  if (isIP(value) === 6) {
    // The hexadecimal spelling of an IPv4-mapped address (`::ffff:7f00:1`) is that IPv4 address too.
    const groups = ipv6Groups(value);
    if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
      return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
    }
  }
  return value;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The bucket a client is counted in by every per-client limit: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address included), an IPv6 address by its /64 (`2001:db8:1:2::/64`): one
 * subscriber's network is given a whole /64 and could otherwise rotate through 2^64 addresses.
 * Anything that is not an address (`local`, `unknown`) is its own bucket.
 */
export function clientBucket(raw: string): string {
  const address = normaliseAddress(raw);
  if (!address) return raw.trim().slice(0, 64);
  if (isIP(address) === 4) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${network.join(":")}::/64`;
}

interface Subnet {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

/** One TRUSTED_PROXIES entry (`10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`), or null when invalid. */
export function parseSubnet(entry: string): Subnet | null {
  const parts = entry.trim().split("/");
  if (parts.length > 2) return null;
  const address = normaliseAddress(parts[0]!);
  if (!address) return null;
  const family = isIP(address) === 4 ? "ipv4" : "ipv6";
  const max = family === "ipv4" ? 32 : 128;
  if (parts[1] === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(parts[1])) return null;
  const prefix = Number(parts[1]);
  return prefix <= max ? { address, prefix, family } : null;
}

/** Splits a comma list of proxies; `invalid` names the entries that are not an IP or CIDR. */
export function parseTrustedProxyList(list: string): { entries: string[]; invalid: string[] } {
  const entries = list
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return { entries, invalid: entries.filter((entry) => parseSubnet(entry) === null) };
}

/** A matcher for validated entries (see parseTrustedProxyList); invalid ones are ignored. */
export function trustedProxyMatcher(entries: readonly string[]): ProxyMatcher {
  if (entries.length === 0) return NO_TRUSTED_PROXY;
  const list = new BlockList();
  for (const entry of entries) {
    const subnet = parseSubnet(entry);
    if (subnet) list.addSubnet(subnet.address, subnet.prefix, subnet.family);
  }
  return (raw) => {
    const address = normaliseAddress(raw);
    if (!address) return false;
    return list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
  };
}

export interface ConnectionFacts {
  /** The socket peer (req.socket.remoteAddress). */
  peer: string | undefined;
  /** X-Forwarded-For as received (Node joins repeated headers with ", "). */
  forwardedFor?: string;
  /** X-Forwarded-Proto as received. */
  forwardedProto?: string;
  /** The socket itself is TLS. */
  encrypted?: boolean;
}

/**
 * The client's address: the socket peer, unless it is a trusted proxy; then X-Forwarded-For is
 * read from the right (each proxy appends the address it saw) and the first entry that is not a
 * trusted proxy is the client. An entry that is not an address stops the walk at the last trusted
 * hop: what lies left of it was written by the client.
 */
export function resolveClientAddress(facts: ConnectionFacts, isTrusted: ProxyMatcher): string {
  let client = normaliseAddress(facts.peer ?? "") ?? "unknown";
  if (!isTrusted(client)) return client;
  const hops = (facts.forwardedFor ?? "").split(",").map((hop) => hop.trim()).filter((hop) => hop !== "");
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normaliseAddress(hops[index]!);
    if (!hop) break;
    client = hop;
    if (!isTrusted(hop)) break;
  }
  return client;
}

/** Whether the visitor reached us over https: a TLS socket, or a trusted proxy saying so. */
export function cameOverHttps(facts: ConnectionFacts, isTrusted: ProxyMatcher): boolean {
  if (facts.encrypted) return true;
  if (!isTrusted(facts.peer ?? "")) return false;
  const nearest = facts.forwardedProto?.split(",").pop()?.trim().toLowerCase();
  return nearest === "https";
}
