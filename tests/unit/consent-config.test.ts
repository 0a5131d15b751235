import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_DAYS,
  configuredConsentServices,
  googleAnalyticsConfig,
  gtagScriptUrl,
  isHtmlSnippet,
  isTrackerUrl,
  META_PIXEL_SCRIPT_URL,
  pageViewEvent,
  readGoogleAdsId,
  readGoogleAnalyticsId,
  readInjectedCode,
  readMetaPixelId,
  TARTEAUCITRON_PATH,
  tarteaucitronGlobals,
  tarteaucitronOptions,
  TRACKER_HOSTS,
  TRACKER_SERVICES,
  TRACKER_URL_MARKERS,
} from "@/lib/domain/trackers";

describe("tarteaucitron options", () => {
  const options = tarteaucitronOptions();

  it("shows a bottom banner with accept-all and deny-all, and no way to close it without choosing", () => {
    expect(options.orientation).toBe("bottom");
    expect(options.AcceptAllCta).toBe(true);
    expect(options.DenyAllCta).toBe(true);
    // highPrivacy: no consent implied by scrolling or browsing; closePopup would add an "X".
    expect(options.highPrivacy).toBe(true);
    expect(options.closePopup).toBe(false);
    expect(options.handleBrowserDNTRequest).toBe(false);
    expect(options.serviceDefaultState).toBe("wait");
  });

  it("stores the choice in the `tarteaucitron` cookie (SPEC §9)", () => {
    expect(CONSENT_COOKIE_NAME).toBe("tarteaucitron");
    expect(options.cookieName).toBe("tarteaucitron");
  });

  it("never downloads tarteaucitron's services catalogue and keeps Google consent to our loaders", () => {
    expect(options.useExternalJs).toBe(true);
    // Its stylesheet is loaded by us before the banner is built.
    expect(options.useExternalCss).toBe(true);
    expect(options.googleConsentMode).toBe(false);
    expect(options.readmoreLink).toBe("/cookie-policy");
    expect(options.privacyUrl).toBe("/cookie-policy");
  });
});

describe("tarteaucitron globals", () => {
  const globals = tarteaucitronGlobals("https://www.elan-coaching.fr");

  it("forces French", () => {
    expect(globals.tarteaucitronForceLanguage).toBe("fr");
  });

  it("keeps the choice at most 13 months, with a value tarteaucitron really applies (days, below 365)", () => {
    expect(CONSENT_MAX_DAYS).toBeLessThanOrEqual(395);
    expect(globals.tarteaucitronExpireInDay).toBe(true);
    expect(globals.tarteaucitronForceExpire).toBe(CONSENT_COOKIE_DAYS);
    expect(CONSENT_COOKIE_DAYS).toBeLessThanOrEqual(CONSENT_MAX_DAYS);
    // tarteaucitron ignores a forced expiry of 365 days or more.
    expect(CONSENT_COOKIE_DAYS).toBeLessThan(365);
    expect(CONSENT_COOKIE_DAYS).toBeGreaterThan(0);
  });

  it("loads tarteaucitron's css and language files from this site, never from a CDN", () => {
    expect(globals.tarteaucitronForceCDN).toBe(`https://www.elan-coaching.fr${TARTEAUCITRON_PATH}`);
    expect(TARTEAUCITRON_PATH).toBe("/vendor/tarteaucitron/");
  });
});

describe("tracker services", () => {
  it("declares GA4, Google Ads, the Meta pixel and the owner's script and HTML, each needing consent", () => {
    expect(TRACKER_SERVICES.map((s) => s.key)).toEqual(["gtag", "googleads", "facebookpixel", "sitescript", "sitehtml"]);
    expect(TRACKER_SERVICES.map((s) => s.source)).toEqual([
      { kind: "app", app: "GOOGLE_ANALYTICS" },
      { kind: "app", app: "GOOGLE_ADS" },
      { kind: "app", app: "META_PIXEL" },
      { kind: "parameter", parameter: "SCRIPT_TO_LOAD" },
      { kind: "parameter", parameter: "AFTER_BODY_HTML_TO_LOAD" },
    ]);
    expect(TRACKER_SERVICES.find((s) => s.key === "gtag")!.type).toBe("analytic");
    expect(TRACKER_SERVICES.find((s) => s.key === "facebookpixel")!.type).toBe("ads");
  });

  it("uses keys tarteaucitron can parse back from its button ids", () => {
    for (const { key } of TRACKER_SERVICES) {
      expect(key).toMatch(/^[a-z]+$/);
      expect(key.startsWith("tarteaucitron")).toBe(false);
    }
  });
});

describe("services the banner lists", () => {
  const noCode = { SCRIPT_TO_LOAD: null, AFTER_BODY_HTML_TO_LOAD: null };

  it("none when the site has no tracker: no banner at all", () => {
    expect(configuredConsentServices({ apps: {}, injectedCode: noCode })).toEqual([]);
  });

  it("an app counts only with a well-formed id; owner code only when not blank", () => {
    const services = configuredConsentServices({
      apps: { GOOGLE_ANALYTICS: { measurementId: "G-ELAN0000" }, GOOGLE_ADS: { conversionId: "" }, META_PIXEL: null },
      injectedCode: { SCRIPT_TO_LOAD: null, AFTER_BODY_HTML_TO_LOAD: "<div></div>" },
    });
    expect(services).toEqual([
      { key: "gtag", name: "Google Analytics (GA4)" },
      { key: "sitehtml", name: "Contenu complémentaire en fin de page" },
    ]);
  });

  it("gives names and keys only, never an id or the owner's code", () => {
    const services = configuredConsentServices({
      apps: { GOOGLE_ANALYTICS: { measurementId: "G-ELAN0000" }, GOOGLE_ADS: { conversionId: "AW-123456789" }, META_PIXEL: { pixelId: "123456789012345" } },
      injectedCode: { SCRIPT_TO_LOAD: "track('secret')", AFTER_BODY_HTML_TO_LOAD: null },
    });
    expect(services.map((s) => s.key)).toEqual(["gtag", "googleads", "facebookpixel", "sitescript"]);
    const text = JSON.stringify(services);
    for (const secret of ["G-ELAN0000", "AW-123456789", "123456789012345", "secret"]) expect(text).not.toContain(secret);
  });
});

describe("tracker ids from the public app configs", () => {
  it("reads a GA4 measurement id, rejecting anything that is not one", () => {
    expect(readGoogleAnalyticsId({ measurementId: "G-ELAN0000" })).toBe("G-ELAN0000");
    expect(readGoogleAnalyticsId({ measurementId: " G-ABC123 " })).toBe("G-ABC123");
    expect(readGoogleAnalyticsId({ measurementId: "UA-1234-1" })).toBeNull();
    expect(readGoogleAnalyticsId({ measurementId: 'G-1234"><script>' })).toBeNull();
    expect(readGoogleAnalyticsId({})).toBeNull();
    expect(readGoogleAnalyticsId(null)).toBeNull();
  });

  it("reads a Google Ads conversion id and a Meta pixel id", () => {
    expect(readGoogleAdsId({ conversionId: "AW-123456789" })).toBe("AW-123456789");
    expect(readGoogleAdsId({ conversionId: "G-ELAN0000" })).toBeNull();
    expect(readMetaPixelId({ pixelId: "123456789012345" })).toBe("123456789012345");
    expect(readMetaPixelId({ pixelId: 123456789012345 })).toBeNull();
    expect(readMetaPixelId({ pixelId: "abc" })).toBeNull();
  });
});

describe("analytics calls", () => {
  it("sets the GA user id from the logged user and leaves page views to the route watcher", () => {
    expect(googleAnalyticsConfig(42)).toEqual({ send_page_view: false, user_id: "42" });
    expect(googleAnalyticsConfig(null)).toEqual({ send_page_view: false });
  });

  it("addresses each page view to one tag", () => {
    expect(pageViewEvent({ location: "https://x.fr/nous-contacter", title: "Contact" }, "G-ELAN0000")).toEqual({
      page_location: "https://x.fr/nous-contacter",
      page_title: "Contact",
      send_to: "G-ELAN0000",
    });
  });
});

describe("tracker hosts", () => {
  it("recognises every tracker URL the loaders build, so the tests can block them", () => {
    expect(isTrackerUrl(gtagScriptUrl("G-ELAN0000"))).toBe(true);
    expect(isTrackerUrl(META_PIXEL_SCRIPT_URL)).toBe(true);
    expect(gtagScriptUrl("G-ELAN0000")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ELAN0000");
  });

  it("matches subdomains and the Meta beacon, not look-alikes or the rest of facebook.com", () => {
    expect(isTrackerUrl("https://region1.google-analytics.com/g/collect?v=2")).toBe(true);
    expect(isTrackerUrl("https://stats.g.doubleclick.net/x")).toBe(true);
    expect(isTrackerUrl("https://www.googleadservices.com/pagead/conversion.js")).toBe(true);
    expect(isTrackerUrl("https://www.facebook.com/tr?id=1&ev=PageView")).toBe(true);
    expect(isTrackerUrl("https://www.facebook.com/elancoaching.lyon")).toBe(false);
    expect(isTrackerUrl("https://notgoogletagmanager.com/x")).toBe(false);
    expect(isTrackerUrl("http://127.0.0.1:3210/vendor/tarteaucitron/tarteaucitron.min.js")).toBe(false);
    expect(isTrackerUrl("not a url")).toBe(false);
  });

  it("lists the hosts and markers the server HTML must never contain", () => {
    for (const host of ["googletagmanager.com", "google-analytics.com", "googleadservices.com", "doubleclick.net", "connect.facebook.net"]) {
      expect(TRACKER_HOSTS).toContain(host);
      expect(TRACKER_URL_MARKERS).toContain(host);
    }
    expect(TRACKER_URL_MARKERS).toContain("facebook.com/tr");
  });
});

describe("owner-injected code", () => {
  it("keeps SCRIPT_TO_LOAD and AFTER_BODY_HTML_TO_LOAD, blank values meaning nothing to inject", () => {
    expect(
      readInjectedCode([
        { type: "SCRIPT_TO_LOAD", value: "console.log(1);" },
        { type: "AFTER_BODY_HTML_TO_LOAD", value: "   " },
        { type: "GLOBAL_CSS", value: "body{}" },
      ]),
    ).toEqual({ SCRIPT_TO_LOAD: "console.log(1);", AFTER_BODY_HTML_TO_LOAD: null });
    expect(readInjectedCode([])).toEqual({ SCRIPT_TO_LOAD: null, AFTER_BODY_HTML_TO_LOAD: null });
  });

  it("tells a pasted <script> snippet from bare JavaScript", () => {
    expect(isHtmlSnippet('  <script src="https://x.fr/a.js"></script>')).toBe(true);
    expect(isHtmlSnippet("(function(){})();")).toBe(false);
  });
});
