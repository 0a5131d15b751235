// @vitest-environment jsdom
import { act, cleanup, configure, render, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Tarteaucitron } from "@/components/consent/tarteaucitron-types";
import { gtagScriptUrl, isTrackerUrl, META_PIXEL_SCRIPT_URL, TRACKER_SERVICES, TRACKER_URL_MARKERS } from "@/lib/domain/trackers";

const route = vi.hoisted(() => ({ pathname: "/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const { ConsentManager } = await import("@/components/consent/consent-manager");
// The logged user reaches the trackers from the session loader (components/app-shell/session-loader.tsx).
const { setTrackedUser } = await import("@/components/consent/page-views");

// The banner and react-query are dynamic imports: slow to transform on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const OWNER_SCRIPT = 'document.body.dataset.ownerScript = "ran";';
const OWNER_HTML = '<div data-after-body="test" hidden></div>';

/** The platform API, as the browser client sees it; every call is recorded. */
const apiCalls: { url: URL; siteId: string | null }[] = [];
const server = setupServer(
  http.get("*/api/external-app/:app/config/public", ({ params }) => {
    if (params.app === "GOOGLE_ANALYTICS") return HttpResponse.json({ success: true, message: null, data: { app: "GOOGLE_ANALYTICS", config: { measurementId: "G-TEST1234" } } });
    if (params.app === "META_PIXEL") return HttpResponse.json({ success: true, message: null, data: { app: "META_PIXEL", config: { pixelId: "987654321098" } } });
    return HttpResponse.json({ success: false, message: `Aucune configuration pour l'application ${String(params.app)}.`, data: null }, { status: 404 });
  }),
  http.get("*/api/parameter", () =>
    HttpResponse.json({
      success: true,
      message: null,
      data: [
        { id: 1, type: "SCRIPT_TO_LOAD", kind: "TEXT", label: "Script", value: OWNER_SCRIPT },
        { id: 2, type: "AFTER_BODY_HTML_TO_LOAD", kind: "TEXT", label: "HTML", value: OWNER_HTML },
      ],
    }),
  ),
);
server.events.on("request:start", ({ request }) => {
  apiCalls.push({ url: new URL(request.url), siteId: request.headers.get("X-Site-Id") });
});

/** A stand-in for the real tarteaucitron (the browser suite runs the real one). */
const tarteaucitron: Tarteaucitron = { version: "test", services: {}, init: vi.fn(), userInterface: { openPanel: vi.fn() } };
/** Every tracker the banner knows: this site uses them all. */
const ALL = TRACKER_SERVICES.map((service) => service.key);

/** Every <script>, <img>, <iframe> and <link> URL added to the document. */
const addedUrls: string[] = [];
const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (!(node instanceof HTMLElement)) continue;
      const url = node.getAttribute("src") ?? node.getAttribute("href");
      if (url) addedUrls.push(new URL(url, window.location.href).href);
      // jsdom loads no script or stylesheet: play the browser for tarteaucitron's own files.
      if (url?.includes("/vendor/tarteaucitron/") && (node instanceof HTMLScriptElement || node instanceof HTMLLinkElement)) {
        if (url.includes("/tarteaucitron.min.js")) window.tarteaucitron = tarteaucitron;
        queueMicrotask(() => node.dispatchEvent(new Event("load")));
      }
    }
  }
});

function dataLayerEntries(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  document.documentElement.dataset.siteId = "69";
  observer.observe(document, { childList: true, subtree: true });
});
afterAll(() => {
  observer.disconnect();
  server.close();
  cleanup();
});

describe("ConsentManager", () => {
  let view: ReturnType<typeof render>;

  it("renders nothing in the server HTML (no script, no tracker)", () => {
    const html = renderToString(<ConsentManager services={ALL} />);
    expect(html.replace(/<!--.*?-->/g, "")).toBe("");
    for (const marker of [...TRACKER_URL_MARKERS, "tarteaucitron", "G-TEST1234"]) expect(html).not.toContain(marker);
  });

  it("shows the French bottom banner but loads nothing tracker-related before consent", async () => {
    setTrackedUser(7);
    view = render(<ConsentManager services={ALL} />);
    // The visitor's first interaction starts the banner (without one, it waits a few seconds:
    // tests/unit/consent-start-trigger.test.ts).
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await waitFor(() => expect(tarteaucitron.init).toHaveBeenCalledTimes(1));

    const options = vi.mocked(tarteaucitron.init).mock.calls[0]![0];
    expect(options).toMatchObject({ orientation: "bottom", AcceptAllCta: true, DenyAllCta: true, highPrivacy: true, closePopup: false, cookieName: "tarteaucitron" });
    expect(window.tarteaucitronForceLanguage).toBe("fr");
    expect(window.tarteaucitronForceCDN).toBe(`${window.location.origin}/vendor/tarteaucitron/`);
    expect(tarteaucitron.job).toEqual(["gtag", "googleads", "facebookpixel", "sitescript", "sitehtml"]);
    expect(Object.values(tarteaucitron.services).every((service) => service.needConsent)).toBe(true);

    // Only tarteaucitron itself, its stylesheet and its French texts, from this site.
    expect(addedUrls).toEqual([
      `${window.location.origin}/vendor/tarteaucitron/css/tarteaucitron.min.css?v=1.34.0`,
      `${window.location.origin}/vendor/tarteaucitron/tarteaucitron.min.js?v=1.34.0`,
      `${window.location.origin}/vendor/tarteaucitron/lang/tarteaucitron.fr.min.js?v=1.34.0`,
    ]);
    expect(addedUrls.some((url) => isTrackerUrl(url))).toBe(false);
    // No tracker configuration asked for, no tracker queue, no owner code.
    expect(apiCalls).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
    expect(document.querySelector("[data-after-body]")).toBeNull();
    expect(document.body.dataset.ownerScript).toBeUndefined();
  });

  it("once allowed, fetches each tracker's config through the API and loads it; a missing config keeps it off", async () => {
    await act(async () => {
      for (const service of Object.values(tarteaucitron.services)) service.js();
    });

    await waitFor(() => expect(addedUrls).toContain(gtagScriptUrl("G-TEST1234")));
    await waitFor(() => expect(addedUrls).toContain(META_PIXEL_SCRIPT_URL));
    await waitFor(() => expect(document.querySelector("body > [data-after-body]")).not.toBeNull());

    const calls = apiCalls.map(({ url }) => `${url.pathname} ${url.searchParams.get("type") ?? ""}`.trim());
    expect(calls.sort()).toEqual([
      "/api/external-app/GOOGLE_ADS/config/public",
      "/api/external-app/GOOGLE_ANALYTICS/config/public",
      "/api/external-app/META_PIXEL/config/public",
      // One call for both owner parameters, filtered by type.
      "/api/parameter SCRIPT_TO_LOAD,AFTER_BODY_HTML_TO_LOAD",
    ]);
    expect(apiCalls.every((call) => call.siteId === "69")).toBe(true);

    const layer = dataLayerEntries();
    expect(layer).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(layer).toContainEqual(["config", "G-TEST1234", { send_page_view: false, user_id: "7" }]);
    expect(layer.filter((e) => e[0] === "event" && e[1] === "page_view")).toEqual([
      ["event", "page_view", { page_location: "http://localhost:3000/", page_title: "", send_to: "G-TEST1234" }],
    ]);
    // GOOGLE_ADS answered 404: no Ads tag, no ads consent.
    expect(layer.some((e) => e[0] === "config" && String(e[1]).startsWith("AW-"))).toBe(false);
    expect(layer.some((e) => e[0] === "consent" && e[1] === "update" && "ad_storage" in (e[2] as object))).toBe(false);

    expect(window.fbq!.queue).toEqual([
      ["init", "987654321098"],
      ["track", "PageView"],
    ]);
    const ownerScript = Array.from(document.body.querySelectorAll("script")).find((s) => s.textContent === OWNER_SCRIPT);
    expect(ownerScript).toBeDefined();
  });

  it("sends a page view on each client-side route change and follows the logged user", async () => {
    // Same props again: no new page view.
    view.rerender(<ConsentManager services={ALL} />);
    window.history.pushState(null, "", "/nous-contacter?utm=1");
    route.pathname = "/nous-contacter";
    route.search = "utm=1";
    view.rerender(<ConsentManager services={ALL} />);
    setTrackedUser(8);

    await waitFor(() =>
      expect(dataLayerEntries()).toContainEqual([
        "event",
        "page_view",
        { page_location: "http://localhost:3000/nous-contacter?utm=1", page_title: "", send_to: "G-TEST1234" },
      ]),
    );
    expect(dataLayerEntries()).toContainEqual(["set", { user_id: "8" }]);
    expect(dataLayerEntries().filter((e) => e[0] === "event" && e[1] === "page_view")).toHaveLength(2);
    expect(window.fbq!.queue.filter((call) => call[1] === "PageView")).toHaveLength(2);
    // tarteaucitron is set up once, whatever the re-renders.
    expect(tarteaucitron.init).toHaveBeenCalledTimes(1);
  });
});
