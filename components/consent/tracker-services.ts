import {
  COOKIE_POLICY_PATH,
  readGoogleAdsId,
  readGoogleAnalyticsId,
  readMetaPixelId,
  TRACKER_SERVICES,
  type InjectedCode,
  type InjectedCodeParameter,
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

type AppName = Extract<TrackerServiceInfo["source"], { kind: "app" }>["app"];

/** Each app's config → its id (null = off) → the tracker, started. */
const appStarters: Record<AppName, (config: unknown) => void> = {
  GOOGLE_ANALYTICS: (config) => {
    const id = readGoogleAnalyticsId(config);
    if (id) startGoogleAnalytics(id);
  },
  GOOGLE_ADS: (config) => {
    const id = readGoogleAdsId(config);
    if (id) startGoogleAds(id);
  },
  META_PIXEL: (config) => {
    const id = readMetaPixelId(config);
    if (id) startMetaPixel(id);
  },
};

const codeStarters: Record<InjectedCodeParameter, (code: string) => void> = {
  SCRIPT_TO_LOAD: runSiteScript,
  AFTER_BODY_HTML_TO_LOAD: appendSiteHtml,
};

async function startTracker(info: TrackerServiceInfo, source: TrackerConfigSource): Promise<void> {
  if (info.source.kind === "app") {
    appStarters[info.source.app](await source.fetchPublicAppConfig(info.source.app));
    return;
  }
  const code = (await source.fetchInjectedCode())[info.source.parameter];
  if (code !== null) codeStarters[info.source.parameter](code);
}

/** The tarteaucitron services: declared up front, configured and loaded only once allowed. */
export function createTrackerServices(source: TrackerConfigSource = platformSource): TarteaucitronService[] {
  return TRACKER_SERVICES.map((info) => ({
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
