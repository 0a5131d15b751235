"use client";

import { Suspense, useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { whenLoadedAndIdle } from "@/components/ui/when-idle";
import { sendPageView, setTrackedUser } from "./page-views";

export interface ConsentManagerProps {
  /** The logged user's id (analytics user id once allowed), null when anonymous. */
  userId: number | null;
}

/**
 * Cookie-consent banner (tarteaucitron, French, bottom, accept-all / deny-all) and the trackers.
 * Renders nothing on the server: tarteaucitron and the tracker loaders are a separate chunk
 * fetched once the page has loaded and the browser is idle (never during load, where it would
 * delay the LCP and block the main thread), and each tracker fetches its configuration only
 * after consent.
 */
export function ConsentManager({ userId }: ConsentManagerProps) {
  useEffect(() => {
    setTrackedUser(userId);
  }, [userId]);

  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        import("./start-consent")
          .then(({ startConsent }) => startConsent())
          .catch((error: unknown) => console.warn("Bandeau de consentement non chargé", error));
      }),
    [],
  );

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
