"use client";

import { Suspense, useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { sendPageView, setTrackedUser } from "./page-views";

export interface ConsentManagerProps {
  /** The logged user's id (analytics user id once allowed), null when anonymous. */
  userId: number | null;
}

/** Runs `task` once the browser is idle after hydration, so the banner never delays the page. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * Cookie-consent banner (tarteaucitron, French, bottom, accept-all / deny-all) and the trackers.
 * Renders nothing on the server: tarteaucitron and the tracker loaders are a separate chunk
 * fetched when idle, and each tracker fetches its configuration only after consent.
 */
export function ConsentManager({ userId }: ConsentManagerProps) {
  useEffect(() => {
    setTrackedUser(userId);
  }, [userId]);

  useEffect(
    () =>
      whenIdle(() => {
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
