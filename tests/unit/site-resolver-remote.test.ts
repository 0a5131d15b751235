import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";

// The storefront's site resolver with PLATFORM_API_URL set: it cannot read the domains table, so
// it asks the platform (GET /site/resolve?host=), and shows SITE_ID when no site has the host.
const PLATFORM = "http://platform.test";
const DOMAINS: Record<string, number> = { localhost: 69, "vins.localhost": 70 };
let answer: "domains" | "missing-route" | "down" = "domains";
const seen: string[] = [];

const server = setupServer(
  http.get(`${PLATFORM}/api/site/resolve`, ({ request }) => {
    const host = new URL(request.url).searchParams.get("host")!;
    seen.push(host);
    if (answer === "missing-route") return HttpResponse.json({ success: false, data: null, message: "Route introuvable." }, { status: 404 });
    if (answer === "down") return HttpResponse.json({ success: false, data: null, message: "Une erreur interne est survenue." }, { status: 500 });
    return HttpResponse.json({ success: true, data: { host, siteId: DOMAINS[host] ?? null }, message: null });
  }),
);

let resolveSiteId: typeof import("@/lib/api-client/site-resolver").resolveSiteId;

beforeAll(async () => {
  process.env.PLATFORM_API_URL = PLATFORM;
  process.env.SITE_ID = "71";
  resetEnvCache();
  server.listen({ onUnhandledRequest: "error" });
  ({ resolveSiteId } = await import("@/lib/api-client/site-resolver"));
});
afterEach(() => {
  answer = "domains";
  seen.length = 0;
});
afterAll(() => {
  server.close();
  delete process.env.PLATFORM_API_URL;
  delete process.env.SITE_ID;
  resetEnvCache();
});

describe("site of a host, from a remote platform (PLATFORM_API_URL)", () => {
  it("is the site whose domain the host's name is (port and case aside)", async () => {
    expect(await resolveSiteId("vins.localhost:4000")).toBe(70);
    expect(await resolveSiteId("LOCALHOST.:3000")).toBe(69);
    expect(seen).toEqual(["vins.localhost", "localhost"]);
  });

  it("is SITE_ID for a host no site has", async () => {
    expect(await resolveSiteId("127.0.0.1:4000")).toBe(71);
    expect(await resolveSiteId("[::1]:4000")).toBe(71);
  });

  it("is SITE_ID without asking for a missing or invalid host", async () => {
    expect(await resolveSiteId(null)).toBe(71);
    expect(await resolveSiteId("evil.example/<x>")).toBe(71);
    expect(await resolveSiteId("a..fr")).toBe(71);
    expect(seen).toEqual([]);
  });

  it("is SITE_ID when the platform has no such route (an older platform)", async () => {
    answer = "missing-route";
    expect(await resolveSiteId("vins.localhost")).toBe(71);
  });

  it("fails rather than show another site's page when the platform fails", async () => {
    answer = "down";
    await expect(resolveSiteId("vins.localhost")).rejects.toMatchObject({ status: 500 });
  });
});
