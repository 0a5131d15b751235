import {
  COOKIE_POLICY_PATH,
  TRACKER_APP_ID_READERS,
  TRACKER_SERVICES,
  type InjectedCode,
  type InjectedCodeParameter,
  type TrackerApp,
  type TrackerKey,
  type TrackerServiceInfo,
} from "@/lib/domain/trackers";
import type { TarteaucitronService } from "./tarteaucitron-types";
import { fetchInjectedCode, fetchPublicAppConfig } from "./tracker-config";
import { startGoogleAds, startGoogleAnalytics } from "./trackers/google-tag";
import { appendSiteHtml, runSiteScript } from "./trackers/injected-code";
import { startMetaPixel } from "./trackers/meta-pixel";

/** Where the services read their configuration (the platform API; replaceable in tests). */
export interface TrackerConfigSource {
  fetchPublicAppConfig: (app: string) => Promise<unknown>;
  fetchInjectedCode: () => Promise<InjectedCode>;
}

const platformSource: TrackerConfigSource = { fetchPublicAppConfig, fetchInjectedCode };

/** Each app's config → its id (null = off) → the tracker, started. */
const appStarters: Record<TrackerApp, (id: string) => void> = {
  GOOGLE_ANALYTICS: startGoogleAnalytics,
  GOOGLE_ADS: startGoogleAds,
  META_PIXEL: startMetaPixel,
};

const codeStarters: Record<InjectedCodeParameter, (code: string) => void> = {
  SCRIPT_TO_LOAD: runSiteScript,
  AFTER_BODY_HTML_TO_LOAD: appendSiteHtml,
};

async function startTracker(info: TrackerServiceInfo, source: TrackerConfigSource): Promise<void> {
  if (info.source.kind === "app") {
    const id = TRACKER_APP_ID_READERS[info.source.app](await source.fetchPublicAppConfig(info.source.app));
    if (id) appStarters[info.source.app](id);
    return;
  }
  const code = (await source.fetchInjectedCode())[info.source.parameter];
  if (code !== null) codeStarters[info.source.parameter](code);
}

/**
 * The tarteaucitron services of the trackers the site uses (`keys`, from the server): declared up
 * front, configured and loaded only once allowed.
 */
export function createTrackerServices(keys: readonly TrackerKey[], source: TrackerConfigSource = platformSource): TarteaucitronService[] {
  return TRACKER_SERVICES.filter((info) => keys.includes(info.key)).map((info) => ({
    key: info.key,
    type: info.type,
    name: info.name,
    uri: info.uri,
    needConsent: true,
    cookies: [...info.cookies],
    readmoreLink: COOKIE_POLICY_PATH,
    js: () => {
      startTracker(info, source).catch((error: unknown) => console.warn(`Traceur « ${info.name} » non chargé`, error));
    },
    fallback: () => undefined,
  }));
}
