"use client";
import { usePathname } from "next/navigation";
import { useEffect, useState, type ComponentType } from "react";
import { whenLoadedAndIdle } from "@/components/ui/when-idle";
import type { PopupHostProps } from "./popup-host";

/** Extra wait after the load and an idle moment: the page is read first, the popup comes after. */
export const POPUP_DELAY_MS = 1500;

/**
 * The site's popups (GET /popup?path=…), shown with the generic modal rules. Nothing of them is
 * in the page's first-load JS or HTML: after the `load` event, an idle moment and a short delay,
 * the host module is fetched, reads the page's popups and opens the first not seen yet. The
 * modal is a fixed overlay: no layout shift.
 */
export function PopupLauncher() {
  const pathname = usePathname();
  const [Host, setHost] = useState<ComponentType<PopupHostProps> | null>(null);

  useEffect(() => {
    if (Host) return;
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
  }, [Host]);

  return Host ? <Host path={pathname} /> : null;
}
