/**
 * Trackers and the cookie-consent banner (SPEC §1, §2, §9): pure configuration shared by the
 * browser loader (components/consent) and the tests. Nothing here touches the DOM or the network.
 *
 * Hard rule (ARCHITECTURE "Security defaults"): no tracker script, tracker URL or tracker id ever
 * reaches the server-rendered HTML; the browser fetches the tracker configuration after consent.
 */

// ---------------------------------------------------------------------------
// Tracker hosts
// ---------------------------------------------------------------------------

export const GOOGLE_TAG_HOST = "www.googletagmanager.com";
export const META_PIXEL_HOST = "connect.facebook.net";

/**
 * Every host a tracker of ours talks to (a host matches itself and its subdomains). The loader
 * builds its script URLs from these constants; the tests block and count requests to them.
 */
export const TRACKER_HOSTS: readonly string[] = Object.freeze([
  "googletagmanager.com",
  "google-analytics.com",
  "googleadservices.com",
  "doubleclick.net",
  "connect.facebook.net",
]);

/** The Meta pixel's beacon lives on facebook.com itself (the rest of facebook.com is not a tracker). */
export const META_BEACON_PATH = "facebook.com/tr";

/** Strings that must never appear in server HTML: the tracker hosts and the Meta beacon. */
export const TRACKER_URL_MARKERS: readonly string[] = Object.freeze([...TRACKER_HOSTS, META_BEACON_PATH]);

function hostMatches(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

/** True when `url` points at a tracker (a TRACKER_HOSTS host, or the Meta beacon). */
export function isTrackerUrl(url: string | URL): boolean {
  let parsed: URL;
  try {
    parsed = typeof url === "string" ? new URL(url) : url;
  } catch {
    return false;
  }
  const hostname = parsed.hostname.toLowerCase();
  if (TRACKER_HOSTS.some((host) => hostMatches(hostname, host))) return true;
  return hostMatches(hostname, "facebook.com") && /^\/tr(\/|$)/.test(parsed.pathname);
}

/** gtag.js (GA4 and Google Ads share it), loaded once with the first tag id. */
export function gtagScriptUrl(tagId: string): string {
  return `https://${GOOGLE_TAG_HOST}/gtag/js?id=${encodeURIComponent(tagId)}`;
}

export const META_PIXEL_SCRIPT_URL = `https://${META_PIXEL_HOST}/en_US/fbevents.js`;

// ---------------------------------------------------------------------------
// Services shown in the banner
// ---------------------------------------------------------------------------

/** tarteaucitron service keys (stored in the consent cookie as `!key=true|false`). */
export type TrackerKey = "gtag" | "googleads" | "facebookpixel" | "sitescript" | "sitehtml";

/** Where a service's configuration comes from (fetched by the browser after consent). */
export type TrackerSource =
  | { kind: "app"; app: "GOOGLE_ANALYTICS" | "GOOGLE_ADS" | "META_PIXEL" }
  | { kind: "parameter"; parameter: InjectedCodeParameter };

export interface TrackerServiceInfo {
  key: TrackerKey;
  /** tarteaucitron category (French titles come with its language file). */
  type: "analytic" | "ads" | "other";
  /** Shown in the preferences panel. */
  name: string;
  /** The provider's own privacy page (« Voir le site officiel »). */
  uri: string;
  /** First-party cookies the service may set (listed in the panel; tarteaucitron deletes them on refusal). */
  cookies: readonly string[];
  source: TrackerSource;
}

/** The site's cookie policy page: every « En savoir plus » link of the panel points there. */
export const COOKIE_POLICY_PATH = "/cookie-policy";

export const TRACKER_SERVICES: readonly TrackerServiceInfo[] = Object.freeze([
  {
    key: "gtag",
    type: "analytic",
    name: "Google Analytics (GA4)",
    uri: "https://policies.google.com/privacy",
    cookies: ["_ga", "_gid", "_gat"],
    source: { kind: "app", app: "GOOGLE_ANALYTICS" },
  },
  {
    key: "googleads",
    type: "ads",
    name: "Google Ads",
    uri: "https://policies.google.com/privacy",
    cookies: ["_gcl_au", "_gcl_aw", "_gcl_dc"],
    source: { kind: "app", app: "GOOGLE_ADS" },
  },
  {
    key: "facebookpixel",
    type: "ads",
    name: "Pixel Meta (Facebook)",
    uri: "https://www.facebook.com/privacy/policy/",
    cookies: ["_fbp", "_fbc"],
    source: { kind: "app", app: "META_PIXEL" },
  },
  {
    key: "sitescript",
    type: "other",
    name: "Script complémentaire du site",
    uri: COOKIE_POLICY_PATH,
    cookies: [],
    source: { kind: "parameter", parameter: "SCRIPT_TO_LOAD" },
  },
  {
    key: "sitehtml",
    type: "other",
    name: "Contenu complémentaire en fin de page",
    uri: COOKIE_POLICY_PATH,
    cookies: [],
    source: { kind: "parameter", parameter: "AFTER_BODY_HTML_TO_LOAD" },
  },
]);

// ---------------------------------------------------------------------------
// Tracker configuration (public external-app configs and owner parameters)
// ---------------------------------------------------------------------------

// Ids go into script URLs and tracker calls: only well-formed ones are accepted.
const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
const GOOGLE_ADS_ID = /^AW-\d{6,15}$/;
const META_PIXEL_ID = /^\d{6,20}$/;

function readField(config: unknown, field: string, pattern: RegExp): string | null {
  if (!config || typeof config !== "object") return null;
  const value = (config as Record<string, unknown>)[field];
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return pattern.test(trimmed) ? trimmed : null;
}

/** GOOGLE_ANALYTICS public config → GA4 measurement id (`G-…`), or null (tracker off). */
export function readGoogleAnalyticsId(config: unknown): string | null {
  return readField(config, "measurementId", GA_MEASUREMENT_ID);
}

/** GOOGLE_ADS public config → conversion id (`AW-…`), or null (tracker off). */
export function readGoogleAdsId(config: unknown): string | null {
  return readField(config, "conversionId", GOOGLE_ADS_ID);
}

/** META_PIXEL public config → pixel id (digits), or null (tracker off). */
export function readMetaPixelId(config: unknown): string | null {
  return readField(config, "pixelId", META_PIXEL_ID);
}

// ---------------------------------------------------------------------------
// Which services the banner lists
// ---------------------------------------------------------------------------

/** External apps that are trackers. */
export type TrackerApp = Extract<TrackerSource, { kind: "app" }>["app"];
export const TRACKER_APPS: readonly TrackerApp[] = Object.freeze(["GOOGLE_ANALYTICS", "GOOGLE_ADS", "META_PIXEL"]);

/** Each tracker app's public config → its id, or null when the tracker is off. */
export const TRACKER_APP_ID_READERS: Readonly<Record<TrackerApp, (config: unknown) => string | null>> = Object.freeze({
  GOOGLE_ANALYTICS: readGoogleAnalyticsId,
  GOOGLE_ADS: readGoogleAdsId,
  META_PIXEL: readMetaPixelId,
});

/** What the server tells the browser about a configured tracker: its banner entry, never its id or code. */
export interface ConsentService {
  key: TrackerKey;
  name: string;
}

/** The site's tracker settings as stored (public app configs, owner parameters). */
export interface TrackerSettings {
  /** Public config of each tracker app the site has (absent = no such app). */
  apps: Partial<Record<TrackerApp, unknown>>;
  injectedCode: InjectedCode;
}

/**
 * The services the banner lists: only those the site really uses (an app with a well-formed id,
 * owner code that is not blank), in TRACKER_SERVICES order. None → no tracker, so no banner at
 * all (CNIL: consent is asked only for what is used).
 */
export function configuredConsentServices(settings: TrackerSettings): ConsentService[] {
  return TRACKER_SERVICES.filter(({ source }) =>
    source.kind === "app"
      ? source.app in settings.apps && TRACKER_APP_ID_READERS[source.app](settings.apps[source.app]) !== null
      : settings.injectedCode[source.parameter] !== null,
  ).map(({ key, name }) => ({ key, name }));
}

/** Owner-written code injected after consent (SPEC §9 "Chrome and injection"). */
export const INJECTED_CODE_PARAMETERS = ["SCRIPT_TO_LOAD", "AFTER_BODY_HTML_TO_LOAD"] as const;
export type InjectedCodeParameter = (typeof INJECTED_CODE_PARAMETERS)[number];

/** SCRIPT_TO_LOAD (JavaScript, or HTML holding <script> tags) and AFTER_BODY_HTML_TO_LOAD (HTML). */
export type InjectedCode = Record<InjectedCodeParameter, string | null>;

/** The two injection parameters out of a GET /parameter answer (blank values = nothing to inject). */
export function readInjectedCode(parameters: readonly { type: string; value: string | null }[]): InjectedCode {
  const valueOf = (type: InjectedCodeParameter) => {
    const value = parameters.find((p) => p.type === type)?.value ?? null;
    return value !== null && value.trim() !== "" ? value : null;
  };
  return { SCRIPT_TO_LOAD: valueOf("SCRIPT_TO_LOAD"), AFTER_BODY_HTML_TO_LOAD: valueOf("AFTER_BODY_HTML_TO_LOAD") };
}

/** SCRIPT_TO_LOAD may be pasted as a snippet with its <script> tags rather than as bare JavaScript. */
export function isHtmlSnippet(code: string): boolean {
  return /^\s*</.test(code);
}

// ---------------------------------------------------------------------------
// Analytics calls
// ---------------------------------------------------------------------------

export interface PageView {
  location: string;
  title: string;
}

/** GA4 `config` parameters: page views are sent by us on every route change, user id when logged. */
export function googleAnalyticsConfig(userId: number | null): { send_page_view: false; user_id?: string } {
  return userId === null ? { send_page_view: false } : { send_page_view: false, user_id: String(userId) };
}

/** GA4 / Google Ads `page_view` event parameters for one tag. */
export function pageViewEvent(view: PageView, tagId: string): { page_location: string; page_title: string; send_to: string } {
  return { page_location: view.location, page_title: view.title, send_to: tagId };
}

// ---------------------------------------------------------------------------
// tarteaucitron
// ---------------------------------------------------------------------------

/** Copied from node_modules/tarteaucitronjs (tests/unit/consent-vendor.test.ts keeps them equal). */
export const TARTEAUCITRON_VERSION = "1.34.0";
/** Served by this site (public/vendor/tarteaucitron): never a CDN. */
export const TARTEAUCITRON_PATH = "/vendor/tarteaucitron/";
export const TARTEAUCITRON_SCRIPT = "tarteaucitron.min.js";
export const TARTEAUCITRON_FRENCH = "lang/tarteaucitron.fr.min.js";
export const TARTEAUCITRON_CSS = "css/tarteaucitron.min.css";

export const CONSENT_COOKIE_NAME = "tarteaucitron";
export const CONSENT_LANGUAGE = "fr";
/** Legal cap on keeping the choice: 13 months (SPEC §9 legal texts). */
export const CONSENT_MAX_DAYS = 395;
/**
 * How long the choice is kept. tarteaucitron honours a forced expiry only below 365 days (else it
 * keeps its own 365), so 364 is the longest value it really applies, within the 13-month cap.
 */
export const CONSENT_COOKIE_DAYS = 364;

/** Globals tarteaucitron reads when its script runs (they must exist before it is loaded). */
export interface TarteaucitronGlobals {
  tarteaucitronForceLanguage: string;
  tarteaucitronForceExpire: number;
  tarteaucitronExpireInDay: boolean;
  /** Base URL of its css/lang files: this site, so nothing comes from a CDN. */
  tarteaucitronForceCDN: string;
  tarteaucitronCustomText: Record<string, string>;
}

export function tarteaucitronGlobals(origin: string): TarteaucitronGlobals {
  return {
    tarteaucitronForceLanguage: CONSENT_LANGUAGE,
    tarteaucitronForceExpire: CONSENT_COOKIE_DAYS,
    tarteaucitronExpireInDay: true,
    tarteaucitronForceCDN: `${origin}${TARTEAUCITRON_PATH}`,
    // The banner's privacy link goes to the cookie policy: name it for what it opens.
    tarteaucitronCustomText: { privacyUrl: "Politique relative aux cookies" },
  };
}

/** `tarteaucitron.init` options (names checked against tarteaucitron.js 1.34.0 `load()` defaults). */
export interface TarteaucitronOptions {
  privacyUrl: string;
  bodyPosition: "top" | "bottom";
  hashtag: string;
  cookieName: string;
  orientation: "top" | "bottom" | "middle" | "popup";
  groupServices: boolean;
  showDetailsOnClick: boolean;
  serviceDefaultState: "wait" | boolean;
  showAlertSmall: boolean;
  showTitleBanner: boolean;
  cookieslist: boolean;
  cookieslistEmbed: boolean;
  showIcon: boolean;
  iconPosition: "BottomRight" | "BottomLeft" | "TopRight" | "TopLeft";
  adblocker: boolean;
  DenyAllCta: boolean;
  AcceptAllCta: boolean;
  highPrivacy: boolean;
  alwaysNeedConsent: boolean;
  handleBrowserDNTRequest: boolean;
  removeCredit: boolean;
  moreInfoLink: boolean;
  readmoreLink: string;
  useExternalCss: boolean;
  useExternalJs: boolean;
  mandatory: boolean;
  mandatoryCta: boolean;
  closePopup: boolean;
  googleConsentMode: boolean;
  bingConsentMode: boolean;
  pianoConsentMode: boolean;
  softConsentMode: boolean;
  dataLayer: boolean;
  serverSide: boolean;
  partnersList: boolean;
}

export function tarteaucitronOptions(): TarteaucitronOptions {
  return {
    privacyUrl: COOKIE_POLICY_PATH,
    // Appended after the page: React owns the rest of <body>.
    bodyPosition: "bottom",
    hashtag: "#tarteaucitron",
    cookieName: CONSENT_COOKIE_NAME,
    orientation: "bottom",
    groupServices: false,
    showDetailsOnClick: true,
    serviceDefaultState: "wait",
    showAlertSmall: false,
    showTitleBanner: false,
    cookieslist: false,
    cookieslistEmbed: false,
    // No floating icon (on phones it covered the bottom bar): the footer's « Gestion des cookies »
    // button reopens the panel (consent can be withdrawn at any time).
    showIcon: false,
    iconPosition: "BottomLeft",
    adblocker: false,
    // A choice is mandatory: accept-all and deny-all, no implied consent, no "X" to dismiss.
    DenyAllCta: true,
    AcceptAllCta: true,
    highPrivacy: true,
    closePopup: false,
    alwaysNeedConsent: false,
    handleBrowserDNTRequest: false,
    removeCredit: false,
    moreInfoLink: true,
    readmoreLink: COOKIE_POLICY_PATH,
    // We load its stylesheet ourselves, before the banner is built (no flash of unstyled banner).
    useExternalCss: true,
    // We load the French language file ourselves and declare our own services, so the 200 kB
    // tarteaucitron.services.js is never downloaded.
    useExternalJs: true,
    // tarteaucitron's "mandatory" = list the strictly necessary cookies in the panel.
    mandatory: true,
    mandatoryCta: true,
    // Google consent is granted by our own loaders, only for the services the visitor accepted.
    googleConsentMode: false,
    bingConsentMode: false,
    pianoConsentMode: false,
    softConsentMode: false,
    dataLayer: false,
    serverSide: false,
    partnersList: false,
  };
}
