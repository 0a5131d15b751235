import type { PageView } from "@/lib/domain/trackers";

/**
 * Page views and the logged user, shared by the route watcher (first-load bundle) and the
 * trackers (loaded after consent). Kept tiny and dependency-free on purpose.
 */

type PageViewSender = (view: PageView) => void;
type UserListener = (userId: number | null) => void;

const senders: PageViewSender[] = [];
const userListeners: UserListener[] = [];
let trackedUser: number | null = null;

function currentPageView(): PageView {
  return { location: window.location.href, title: document.title };
}

/** A tracker is ready: it counts the current page now, then every route change. */
export function addPageViewSender(send: PageViewSender): void {
  senders.push(send);
  send(currentPageView());
}

/** A route changed: every ready tracker counts it (none before consent). */
export function sendPageView(): void {
  if (senders.length === 0) return;
  // After React's commit, so the new page's <title> is in place.
  window.setTimeout(() => {
    const view = currentPageView();
    for (const send of senders) send(view);
  }, 0);
}

export function getTrackedUser(): number | null {
  return trackedUser;
}

/** The logged user changed (login, logout): trackers that know users update it. */
export function setTrackedUser(userId: number | null): void {
  if (userId === trackedUser) return;
  trackedUser = userId;
  for (const listener of userListeners) listener(userId);
}

export function onTrackedUserChange(listener: UserListener): void {
  userListeners.push(listener);
}

/** Tests only: forget every tracker and user. */
export function resetPageViews(): void {
  senders.length = 0;
  userListeners.length = 0;
  trackedUser = null;
}
