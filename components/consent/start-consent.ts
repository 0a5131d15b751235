import {
  TARTEAUCITRON_CSS,
  TARTEAUCITRON_FRENCH,
  TARTEAUCITRON_PATH,
  TARTEAUCITRON_SCRIPT,
  TARTEAUCITRON_VERSION,
  tarteaucitronGlobals,
  tarteaucitronOptions,
  type TrackerKey,
} from "@/lib/domain/trackers";
import { loadScript, loadStylesheet } from "./dom";
import { createTrackerServices, type TrackerConfigSource } from "./tracker-services";

let started: Promise<void> | null = null;

function vendorUrl(file: string): string {
  return `${TARTEAUCITRON_PATH}${file}?v=${TARTEAUCITRON_VERSION}`;
}

async function start(keys: readonly TrackerKey[], source?: TrackerConfigSource): Promise<void> {
  // Read by tarteaucitron when its script runs: French forced, cookie expiry, files from this site.
  Object.assign(window, tarteaucitronGlobals(window.location.origin));
  await Promise.all([
    loadStylesheet(vendorUrl(TARTEAUCITRON_CSS)),
    window.tarteaucitron ? Promise.resolve() : loadScript(vendorUrl(TARTEAUCITRON_SCRIPT)),
  ]);
  // useExternalJs: tarteaucitron loads neither its language file nor its services catalogue.
  await loadScript(vendorUrl(TARTEAUCITRON_FRENCH));
  const tarteaucitron = window.tarteaucitron;
  if (!tarteaucitron) throw new Error("tarteaucitron n'a pas pu être chargé.");
  const services = createTrackerServices(keys, source);
  for (const service of services) tarteaucitron.services[service.key] = service;
  // Services must be queued before init: with no job, tarteaucitron hides the banner.
  tarteaucitron.job = services.map((service) => service.key);
  tarteaucitron.init(tarteaucitronOptions());
}

/**
 * Loads tarteaucitron (once) and shows the banner listing the site's trackers (`keys`); they wait
 * for the visitor's consent. A site without trackers gets no banner (nothing to consent to).
 */
export function startConsent(keys: readonly TrackerKey[], source?: TrackerConfigSource): Promise<void> {
  if (keys.length === 0) return Promise.resolve();
  started ??= start(keys, source).catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/** « Gestion des cookies »: the preferences panel, to change one's choice at any time. */
export async function openConsentPanel(keys: readonly TrackerKey[]): Promise<void> {
  await startConsent(keys);
  window.tarteaucitron?.userInterface.openPanel();
}
