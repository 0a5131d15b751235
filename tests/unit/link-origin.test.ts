import { describe, expect, it } from "vitest";
import { linkOrigin, siteOrigins } from "@/lib/platform/mail/link-origin";

const site = { prodUrl: "https://www.elan-coaching.fr", devUrl: "http://localhost:3000", domains: ["www.elan-coaching.fr", "localhost"] };

function originFor(url: string, headers: Record<string, string> = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return linkOrigin(site, { url, header: (name) => lower[name.toLowerCase()] });
}

describe("origins of e-mailed links", () => {
  it("lists the site's configured origins in full (scheme, host, port)", () => {
    expect([...siteOrigins(site)].sort()).toEqual(["http://localhost:3000", "https://localhost", "https://www.elan-coaching.fr"]);
  });

  it("keeps the request's origin when it is exactly one of them", () => {
    expect(originFor("http://localhost:3000/api/x")).toBe("http://localhost:3000");
    expect(originFor("http://internal:3000/api/x", { "X-Forwarded-Host": "www.elan-coaching.fr", "X-Forwarded-Proto": "https" })).toBe(
      "https://www.elan-coaching.fr",
    );
  });

  it("falls back to the site's URL for a known host on another port or scheme", () => {
    expect(originFor("http://localhost:4444/api/x")).toBe("https://www.elan-coaching.fr");
    expect(originFor("http://x/api/x", { "X-Forwarded-Host": "www.elan-coaching.fr", "X-Forwarded-Proto": "http" })).toBe("https://www.elan-coaching.fr");
    expect(originFor("http://x/api/x", { "X-Forwarded-Host": "www.elan-coaching.fr:8443", "X-Forwarded-Proto": "https" })).toBe("https://www.elan-coaching.fr");
    expect(originFor("http://localhost/api/x")).toBe("https://www.elan-coaching.fr");
  });

  it("falls back for a foreign or malformed host", () => {
    expect(originFor("http://x/api/x", { "X-Forwarded-Host": "pirate.example", "X-Forwarded-Proto": "https" })).toBe("https://www.elan-coaching.fr");
    expect(originFor("http://x/api/x", { Host: "user:pw@www.elan-coaching.fr" })).toBe("https://www.elan-coaching.fr");
  });
});
