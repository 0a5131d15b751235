import { googleAnalyticsConfig, gtagScriptUrl, pageViewEvent } from "@/lib/domain/trackers";
import { addScript } from "../dom";
import { addPageViewSender, getTrackedUser, onTrackedUserChange } from "../page-views";
import type { Gtag } from "../tarteaucitron-types";

const startedTags = new Set<string>();
let libraryRequested = false;

/** The gtag command queue; Google consent starts denied and is granted per accepted service. */
function getGtag(): Gtag {
  if (window.gtag) return window.gtag;
  const dataLayer = (window.dataLayer ??= []);
  const gtag: Gtag = function gtag() {
    // gtag.js only understands `arguments` objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  gtag("js", new Date());
  return gtag;
}

/** One gtag.js serves every tag: it is loaded once, with the first tag id. */
function loadGtagLibrary(tagId: string): void {
  if (libraryRequested) return;
  libraryRequested = true;
  addScript(gtagScriptUrl(tagId));
}

/** GA4 after consent: user id from the logged user, a page view now and on every route change. */
export function startGoogleAnalytics(measurementId: string): void {
  if (startedTags.has(measurementId)) return;
  startedTags.add(measurementId);
  const gtag = getGtag();
  gtag("consent", "update", { analytics_storage: "granted" });
  gtag("config", measurementId, googleAnalyticsConfig(getTrackedUser()));
  loadGtagLibrary(measurementId);
  onTrackedUserChange((userId) => gtag("set", { user_id: userId === null ? null : String(userId) }));
  addPageViewSender((view) => gtag("event", "page_view", pageViewEvent(view, measurementId)));
}

/** Google Ads after consent: remarketing page views; conversions can then be sent with gtag. */
export function startGoogleAds(conversionId: string): void {
  if (startedTags.has(conversionId)) return;
  startedTags.add(conversionId);
  const gtag = getGtag();
  gtag("consent", "update", { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" });
  gtag("config", conversionId, { send_page_view: false });
  loadGtagLibrary(conversionId);
  addPageViewSender((view) => gtag("event", "page_view", pageViewEvent(view, conversionId)));
}
