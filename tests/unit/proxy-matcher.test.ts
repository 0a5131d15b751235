import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("where the proxy runs", () => {
  it("on every page but the home: the secret links, the not-found rewrite, the app's own pages", () => {
    for (const url of ["/coach-de-vie", "/password/reset/abc", "/newsletter/confirmation/xyz", "/legal-notice", "/boutique/x/1", "/une-page/qui-n-existe-pas"]) {
      expect(runsOn(url), url).toBe(true);
    }
  });

  it("on the home only for a ?from= visit", () => {
    expect(runsOn("/")).toBe(false);
    expect(runsOn("/?utm_source=lettre")).toBe(false);
    expect(runsOn("/?from=newsletter")).toBe(true);
    expect(runsOn("/?utm_source=lettre&from=newsletter")).toBe(true);
  });

  it("never on the API, images, fonts, Next's files and the crawler files", () => {
    for (const url of ["/api/site/info", "/_next/static/chunks/a.js", "/images/1/logo.svg", "/fonts/raleway.woff2", "/favicon.ico", "/robots.txt", "/sitemap.xml"]) {
      expect(runsOn(url), url).toBe(false);
    }
  });
});
