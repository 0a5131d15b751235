import { describe, expect, it } from "vitest";
import { NO_TRUSTED_PROXY, trustedProxyMatcher } from "@/lib/domain/client-address";
import { decideRequestHost, formatHost, isLocalHostname, normaliseDomain, parseHost, requestHostHeader, siteLookupName } from "@/lib/domain/site-host";

// ARCHITECTURE.md « Many sites, one deployment »: the host decides the site, so it is normalised
// before any lookup and believed from X-Forwarded-Host only when a trusted proxy sent it.

describe("parseHost: a Host header, normalised", () => {
  it.each([
    ["vins.localhost", "vins.localhost", null],
    ["vins.localhost:3000", "vins.localhost", 3000],
    ["VINS.LocalHost:4000", "vins.localhost", 4000],
    ["www.elan-coaching.fr.", "www.elan-coaching.fr", null],
    ["www.elan-coaching.fr.:443", "www.elan-coaching.fr", 443],
    ["  localhost:3000 ", "localhost", 3000],
    ["127.0.0.1:4000", "127.0.0.1", 4000],
    ["[::1]:4000", "[::1]", 4000],
    ["[::1]", "[::1]", null],
    ["[0:0:0:0:0:0:0:1]:80", "[::1]", 80],
    ["[2001:DB8::A]", "[2001:db8::a]", null],
    ["[::ffff:127.0.0.1]:3000", "[::ffff:7f00:1]", 3000],
    ["app_server:3000", "app_server", 3000],
    ["xn--lan-coaching-fcb.fr", "xn--lan-coaching-fcb.fr", null],
    ["a:65535", "a", 65_535],
  ])("%s → %s port %s", (raw, hostname, port) => {
    expect(parseHost(raw)).toEqual({ hostname, port });
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["missing", undefined],
    ["a port alone", ":3000"],
    ["an empty port", "localhost:"],
    ["port 0", "localhost:0"],
    ["a port out of range", "localhost:65536"],
    ["a port with letters", "localhost:30a"],
    ["a bare IPv6 address", "::1"],
    ["an IPv6 literal that is no address", "[::g]"],
    ["an IPv6 literal with junk after", "[::1]x"],
    ["two colons", "a:1:2"],
    ["a path", "evil.example/<x>"],
    ["user info", "user:pw@www.elan-coaching.fr"],
    ["a space", "www.elan coaching.fr"],
    ["a list", "a.fr, b.fr"],
    ["an empty label", "a..fr"],
    ["only a dot", "."],
    ["two trailing dots", "a.fr.."],
    ["a leading hyphen", "-a.fr"],
    ["a trailing hyphen in a label", "a-.fr"],
    ["a 64-character label", `${"a".repeat(64)}.fr`],
    ["a name over 253 characters", `${"a.".repeat(127)}fr`],
    ["non-ASCII", "élan-coaching.fr"],
    ["a control character", "a.fr\r\nx: y"],
    ["a percent escape", "a%2efr"],
  ])("rejects %s", (_label, raw) => {
    expect(parseHost(raw)).toBeNull();
    expect(siteLookupName(raw)).toBeNull();
  });

  it("formats back as hostname[:port]", () => {
    expect(formatHost(parseHost("VINS.localhost.:4000")!)).toBe("vins.localhost:4000");
    expect(formatHost(parseHost("[::1]:4000")!)).toBe("[::1]:4000");
    expect(formatHost(parseHost("localhost")!)).toBe("localhost");
  });

  it("looks a site up by the name without its port", () => {
    expect(siteLookupName("Vins.Localhost.:4000")).toBe("vins.localhost");
    expect(siteLookupName("localhost:3000")).toBe("localhost");
  });
});

describe("normaliseDomain: a domain as a site stores it", () => {
  it.each([
    ["WWW.Elan-Coaching.fr", "www.elan-coaching.fr"],
    ["vins.localhost.", "vins.localhost"],
    ["localhost", "localhost"],
  ])("%s → %s", (raw, domain) => {
    expect(normaliseDomain(raw)).toBe(domain);
  });

  it.each(["vins.localhost:3000", "127.0.0.1", "[::1]", "app_server", "a..fr", "", "http://a.fr"])("refuses %s", (raw) => {
    expect(normaliseDomain(raw)).toBeNull();
  });

  it("knows the names that always mean this machine", () => {
    expect(isLocalHostname("localhost")).toBe(true);
    expect(isLocalHostname("vins.localhost")).toBe(true);
    expect(isLocalHostname("localhost.fr")).toBe(false);
    expect(isLocalHostname("notlocalhost")).toBe(false);
  });
});

describe("decideRequestHost: which host the visitor asked for", () => {
  const proxies = trustedProxyMatcher(["10.0.0.0/8", "::1"]);

  it("is the Host header when the peer is not a trusted proxy, whatever X-Forwarded-Host says", () => {
    expect(decideRequestHost({ peer: "203.0.113.9", host: "localhost:3000", forwardedHost: "vins.localhost" }, proxies)).toEqual({
      kind: "valid",
      host: { hostname: "localhost", port: 3000 },
    });
    expect(decideRequestHost({ peer: "127.0.0.1", host: "Localhost:3000", forwardedHost: "vins.localhost" }, NO_TRUSTED_PROXY)).toEqual({
      kind: "valid",
      host: { hostname: "localhost", port: 3000 },
    });
  });

  it("is a trusted proxy's X-Forwarded-Host (its nearest entry), normalised", () => {
    expect(decideRequestHost({ peer: "10.1.2.3", host: "app:3000", forwardedHost: "WWW.Domaine-des-trois-collines.fr." }, proxies)).toEqual({
      kind: "valid",
      host: { hostname: "www.domaine-des-trois-collines.fr", port: null },
    });
    expect(decideRequestHost({ peer: "::1", host: "app", forwardedHost: "forged.example, vins.localhost:8080" }, proxies)).toEqual({
      kind: "valid",
      host: { hostname: "vins.localhost", port: 8080 },
    });
    expect(decideRequestHost({ peer: "::ffff:10.0.0.7", host: "app:3000" }, proxies)).toEqual({ kind: "valid", host: { hostname: "app", port: 3000 } });
  });

  it("says when the host is missing or is not one", () => {
    expect(decideRequestHost({ peer: "203.0.113.9" }, proxies)).toEqual({ kind: "missing" });
    expect(decideRequestHost({ peer: "203.0.113.9", host: "evil.example/<x>" }, proxies)).toEqual({ kind: "invalid", value: "evil.example/<x>" });
    expect(decideRequestHost({ peer: "10.0.0.1", host: "app", forwardedHost: "a..fr" }, proxies)).toEqual({ kind: "invalid", value: "a..fr" });
  });

  it("is read back from X-Forwarded-Host (the edge's decision), else Host", () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(requestHostHeader(headers({ "x-forwarded-host": "vins.localhost:4000", host: "127.0.0.1:4000" }))).toBe("vins.localhost:4000");
    expect(requestHostHeader(headers({ host: "127.0.0.1:4000" }))).toBe("127.0.0.1:4000");
    expect(requestHostHeader(headers({ "x-forwarded-host": "", host: "localhost" }))).toBe("localhost");
    expect(requestHostHeader(headers({}))).toBeNull();
  });
});
