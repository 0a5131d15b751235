"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { setTrackedUser } from "@/components/consent/page-views";
import { useAuthStoreApi } from "@/stores/auth-store";
import { hasSessionCookie, markSession } from "./session-mark";

/**
 * Learns the visitor's session in the browser, once the page has hydrated: without the session
 * cookie the visitor is anonymous at once (nothing loaded); with it, GET /user (load-session-user.ts,
 * fetched on demand). Then keeps `<html data-session>` (which account link shows) and the analytics
 * user id in step with the auth store, through logins and logouts. An admin whose `staff` cookie
 * was missing was served the visitors' page: a refresh brings the toolbar (the refresh is never
 * served from the page cache).
 */
export function SessionLoader(): null {
  const store = useAuthStoreApi();
  const router = useRouter();

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (!state.known) return;
        if (!previous.known || state.isLogged !== previous.isLogged) markSession(state.isLogged);
        if (!previous.known || state.user?.id !== previous.user?.id) setTrackedUser(state.user?.id ?? null);
      }),
    [store],
  );

  useEffect(() => {
    if (store.getState().known) return;
    if (!hasSessionCookie(document.cookie)) {
      store.getState().hydrate(null);
      return;
    }
    let current = true;
    import("./load-session-user")
      .then(({ loadSessionUser }) => loadSessionUser())
      .then(({ user, staffCookieRestored }) => {
        if (!current || store.getState().known) return;
        store.getState().hydrate(user);
        if (staffCookieRestored) router.refresh();
      })
      .catch((error: unknown) => {
        // The platform could not say: the page goes on as a visitor's; the next page asks again.
        console.warn("Session non vérifiée", error);
        if (current && !store.getState().known) store.getState().hydrate(null);
      });
    return () => {
      current = false;
    };
  }, [store, router]);

  return null;
}
