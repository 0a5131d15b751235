import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { linkOrigin, siteOrigin, siteOrigins } from "@/lib/platform/mail/link-origin";

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

describe("the dev URL as an origin of e-mailed links", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });
  const withNodeEnv = (value: "production" | "development") => {
    vi.stubEnv("NODE_ENV", value);
    resetEnvCache();
  };

  it("is not one in production: Host localhost:3000 gets the prod URL, never plain http to the victim's own port", () => {
    withNodeEnv("production");
    expect([...siteOrigins(site)].sort()).toEqual(["https://localhost", "https://www.elan-coaching.fr"]);
    expect(originFor("http://localhost:3000/api/password/reset/ask")).toBe("https://www.elan-coaching.fr");
    expect(originFor("http://x/api/x", { "X-Forwarded-Host": "localhost:3000", "X-Forwarded-Proto": "http" })).toBe("https://www.elan-coaching.fr");
    // Nor the fallback of a site without a prod URL: its first domain over https.
    expect(siteOrigin({ prodUrl: null, devUrl: "http://localhost:3000", domains: ["www.elan-coaching.fr"] })).toBe("https://www.elan-coaching.fr");
  });

  it("still is one in development", () => {
    withNodeEnv("development");
    expect(siteOrigins(site).has("http://localhost:3000")).toBe(true);
    expect(originFor("http://localhost:3000/api/password/reset/ask")).toBe("http://localhost:3000");
    expect(siteOrigin({ prodUrl: null, devUrl: "http://localhost:3000", domains: ["www.elan-coaching.fr"] })).toBe("http://localhost:3000");
  });
});
