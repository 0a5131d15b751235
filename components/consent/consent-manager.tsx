"use client";

import { Suspense, useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import type { TrackerKey } from "@/lib/domain/trackers";
import { sendPageView } from "./page-views";
import { whenVisitorActsOrWaits } from "./start-trigger";

export interface ConsentManagerProps {
  /** The trackers the site uses (from the server, ids excluded); none → no banner, nothing loaded. */
  services: readonly TrackerKey[];
}

/**
 * Cookie-consent banner (tarteaucitron, French, bottom, accept-all / deny-all) and the trackers.
 * Renders nothing on the server: tarteaucitron and the tracker loaders are a separate chunk
 * fetched at the visitor's first interaction, or a few seconds after the page has loaded and the
 * browser is idle (start-trigger.ts: never during load, where its ~50 ms of script would block the
 * main thread), and each tracker fetches its configuration only after consent. A site that uses
 * no tracker loads none of it.
 */
export function ConsentManager({ services }: ConsentManagerProps) {
  // The list only changes with the site's settings: a new page load.
  const servicesKey = services.join(",");
  useEffect(() => {
    if (servicesKey === "") return;
    const keys = servicesKey.split(",") as TrackerKey[];
    return whenVisitorActsOrWaits(() => {
      import("./start-consent")
        .then(({ startConsent }) => startConsent(keys))
        .catch((error: unknown) => console.warn("Bandeau de consentement non chargé", error));
    });
  }, [servicesKey]);

  return (
    <Suspense fallback={null}>
      <RouteChangeWatcher />
    </Suspense>
  );
}

/**
 * A page view for every client-side route change, sent by the trackers already allowed. The page
 * a tracker starts on is counted by the tracker itself, so the first route is not sent here.
 */
function RouteChangeWatcher() {
  const route = `${usePathname()}?${useSearchParams().toString()}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && previous.current !== route) sendPageView();
    previous.current = route;
  }, [route]);
  return null;
}
