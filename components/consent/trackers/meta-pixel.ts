import { META_PIXEL_SCRIPT_URL } from "@/lib/domain/trackers";
import { addScript } from "../dom";
import { addPageViewSender } from "../page-views";
import type { Fbq } from "../tarteaucitron-types";

const startedPixels = new Set<string>();

/** Meta's stub: queues calls until fbevents.js takes over (same shape as Meta's snippet). */
function getFbq(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  addScript(META_PIXEL_SCRIPT_URL);
  return fbq;
}

/** Meta pixel after consent: a PageView now and on every route change. */
export function startMetaPixel(pixelId: string): void {
  if (startedPixels.has(pixelId)) return;
  startedPixels.add(pixelId);
  const fbq = getFbq();
  fbq("init", pixelId);
  addPageViewSender(() => fbq("track", "PageView"));
}
