import { describe, expect, it } from "vitest";
import {
  cameOverHttps,
  clientBucket,
  NO_TRUSTED_PROXY,
  normaliseAddress,
  parseSubnet,
  parseTrustedProxyList,
  resolveClientAddress,
  trustedProxyMatcher,
} from "@/lib/domain/client-address";
import { EnvError, parseEnv } from "@/lib/env";

describe("normaliseAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::ffff:7f00:1", "127.0.0.1"],
    ["[::FFFF:CB00:7107]:443", "203.0.113.7"],
  ])("%j → %j", (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it.each(["", "unknown", "local", "1.2.3", "999.1.1.1", "evil.example", "1.2.3.4, 5.6.7.8", "<script>"])("refuses %j", (raw) => {
    expect(normaliseAddress(raw)).toBeNull();
  });
});

describe("clientBucket (the key of every per-client limit)", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::198.51.100.1", "64:ff9b:0:0::/64"],
  ])("%j → %j", (raw, expected) => {
    expect(clientBucket(raw)).toBe(expected);
  });

  it("puts two addresses of one /64 in one bucket, and neighbouring /64s apart", () => {
    expect(clientBucket("2001:db8:aa:bb::1")).toBe(clientBucket("2001:db8:aa:bb:1234:5678:9abc:def0"));
    expect(clientBucket("2001:db8:aa:bb::1")).not.toBe(clientBucket("2001:db8:aa:bc::1"));
    expect(clientBucket("2001:db8:aa:bb::1")).not.toBe(clientBucket("2001:db9:aa:bb::1"));
  });

  it("keeps IPv4 addresses apart, whole", () => {
    expect(clientBucket("203.0.113.7")).not.toBe(clientBucket("203.0.113.8"));
  });

  it("leaves what is not an address as its own bucket", () => {
    expect(clientBucket("local")).toBe("local");
    expect(clientBucket("unknown")).toBe("unknown");
  });
});

describe("TRUSTED_PROXIES entries", () => {
  it("reads addresses and CIDR ranges of both families", () => {
    expect(parseSubnet("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8, family: "ipv4" });
    expect(parseSubnet("10.1.2.3")).toEqual({ address: "10.1.2.3", prefix: 32, family: "ipv4" });
    expect(parseSubnet("fd00::/8")).toEqual({ address: "fd00::", prefix: 8, family: "ipv6" });
    expect(parseSubnet("::1")).toEqual({ address: "::1", prefix: 128, family: "ipv6" });
  });

  it.each(["10.0.0.0/33", "::/129", "10.0.0.0/", "10.0.0.0/8/1", "proxy.local", "10.0.0.0/x"])("refuses %j", (entry) => {
    expect(parseSubnet(entry)).toBeNull();
  });

  it("a list names its invalid entries", () => {
    expect(parseTrustedProxyList(" 10.0.0.1 , ,fd00::/8")).toEqual({ entries: ["10.0.0.1", "fd00::/8"], invalid: [] });
    expect(parseTrustedProxyList("10.0.0.1,proxy,1.2.3.4/40").invalid).toEqual(["proxy", "1.2.3.4/40"]);
  });

  it("is validated by parseEnv: a list of entries, none by default, a French error naming the bad entry", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,::1" }).TRUSTED_PROXIES).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    try {
      parseEnv({ TRUSTED_PROXIES: "127.0.0.1,mon-proxy" });
      expect.unreachable("parseEnv accepted an invalid TRUSTED_PROXIES");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).message).toMatch(/TRUSTED_PROXIES .*invalide : mon-proxy/);
    }
  });

  it("matches addresses inside the ranges only, IPv4-mapped sockets included", () => {
    const trusted = trustedProxyMatcher(["10.0.0.0/8", "192.168.1.5", "fd00::/8"]);
    expect(trusted("10.200.3.4")).toBe(true);
    expect(trusted("::ffff:10.0.0.1")).toBe(true);
    expect(trusted("192.168.1.5")).toBe(true);
    expect(trusted("192.168.1.6")).toBe(false);
    expect(trusted("fd12::1")).toBe(true);
    expect(trusted("2001:db8::1")).toBe(false);
    expect(trusted("not an ip")).toBe(false);
  });
});

describe("resolveClientAddress", () => {
  const proxies = trustedProxyMatcher(["10.0.0.0/8", "::1"]);

  it("without trusted proxies, the socket address, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress({ peer: "203.0.113.9", forwardedFor: "1.1.1.1" }, NO_TRUSTED_PROXY)).toBe("203.0.113.9");
    expect(resolveClientAddress({ peer: "::ffff:203.0.113.9", forwardedFor: "1.1.1.1, 2.2.2.2" }, NO_TRUSTED_PROXY)).toBe("203.0.113.9");
  });

  it("a peer that is not a trusted proxy: its forwarded headers are ignored", () => {
    expect(resolveClientAddress({ peer: "198.51.100.4", forwardedFor: "1.1.1.1" }, proxies)).toBe("198.51.100.4");
  });

  it("behind trusted proxies, the right-most entry that is not one of them", () => {
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "203.0.113.50" }, proxies)).toBe("203.0.113.50");
    // The client forged the first two entries; the proxy appended the real address.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "1.1.1.1, 2.2.2.2, 203.0.113.50" }, proxies)).toBe("203.0.113.50");
    // Two proxies in a row.
    expect(resolveClientAddress({ peer: "::1", forwardedFor: "9.9.9.9, 203.0.113.50, 10.1.1.1" }, proxies)).toBe("203.0.113.50");
  });

  it("a trusted proxy without X-Forwarded-For, or only proxies in it: the left-most proxy", () => {
    expect(resolveClientAddress({ peer: "10.0.0.2" }, proxies)).toBe("10.0.0.2");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "10.0.0.9, 10.0.0.3" }, proxies)).toBe("10.0.0.9");
  });

  it("garbage in X-Forwarded-For stops at the last trusted hop", () => {
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "1.1.1.1, <script>" }, proxies)).toBe("10.0.0.2");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "evil, 10.0.0.7" }, proxies)).toBe("10.0.0.7");
  });

  it("no socket address at all is one 'unknown' client", () => {
    expect(resolveClientAddress({ peer: undefined, forwardedFor: "1.1.1.1" }, proxies)).toBe("unknown");
  });
});

describe("cameOverHttps", () => {
  const proxies = trustedProxyMatcher(["10.0.0.0/8"]);
  it("a TLS socket, or a trusted proxy's X-Forwarded-Proto (its own, right-most value)", () => {
    expect(cameOverHttps({ peer: "203.0.113.1", encrypted: true }, NO_TRUSTED_PROXY)).toBe(true);
    expect(cameOverHttps({ peer: "10.0.0.2", forwardedProto: "https" }, proxies)).toBe(true);
    expect(cameOverHttps({ peer: "10.0.0.2", forwardedProto: "https, http" }, proxies)).toBe(false);
    expect(cameOverHttps({ peer: "10.0.0.2", forwardedProto: "HTTPS" }, proxies)).toBe(true);
  });
  it("a client's own X-Forwarded-Proto counts for nothing", () => {
    expect(cameOverHttps({ peer: "203.0.113.1", forwardedProto: "https" }, proxies)).toBe(false);
    expect(cameOverHttps({ peer: "127.0.0.1", forwardedProto: "https" }, NO_TRUSTED_PROXY)).toBe(false);
  });
});
