"use client";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useState, type ComponentType } from "react";
import { whenLoadedAndIdle } from "@/components/ui/when-idle";
import { popupPageUrl, popupShowsOn } from "@/lib/domain/popup-pages";
import { unpackPopups } from "./packed-popups";
import type { PopupHostProps } from "./popup-host";

/** Extra wait after the load and an idle moment: the page is read first, the popup comes after. */
export const POPUP_DELAY_MS = 1500;

/**
 * The site's popups, shown with the generic modal rules. The layout hands them over (`popups`,
 * packed-popups.ts); nothing of them is in the page's first-load JS or visible HTML. On a page one
 * of them targets, after the `load` event, an idle moment and a short delay, the host module is
 * fetched and opens the first not seen yet; on any other page nothing is loaded. The modal is a
 * fixed overlay: no layout shift.
 */
export function PopupLauncher({ popups: packed }: { popups: string }) {
  const pathname = usePathname();
  const [Host, setHost] = useState<ComponentType<PopupHostProps> | null>(null);
  const popups = useMemo(() => unpackPopups(packed), [packed]);
  const page = popupPageUrl(pathname);
  const shown = useMemo(() => popups.filter((popup) => popupShowsOn(popup.pages, page)), [popups, page]);
  const wanted = shown.length > 0;

  useEffect(() => {
    if (Host || !wanted) return;
    let timer: number | undefined;
    const cancelIdle = whenLoadedAndIdle(() => {
      timer = window.setTimeout(() => {
        import("./popup-host").then(
          (module) => setHost(() => module.PopupHost),
          (error: unknown) => console.warn("Fenêtres d'information non chargées", error),
        );
      }, POPUP_DELAY_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, [Host, wanted]);

  return Host ? <Host key={page} popups={shown} /> : null;
}
