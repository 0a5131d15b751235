"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { useUiStore } from "@/stores/ui-store";
import { createLoadingProgress, type LoadingProgress } from "./loading-progress";
import { isPageNavigationClick } from "./navigation-click";

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Starts the bar on internal link clicks and history navigation (back/forward), finishes it when
 * the router's pathname or query changes.
 */
function NavigationWatcher() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const progress = useRef<LoadingProgress | null>(null);
  const shownUrl = useRef("");

  useEffect(() => {
    const controller = createLoadingProgress(useUiStore.getState().setLoadingBar);
    progress.current = controller;
    shownUrl.current = currentUrl();
    const onClick = (event: MouseEvent) => {
      if (isPageNavigationClick(event, window.location)) controller.start();
    };
    // popstate also fires for hash-only history moves, which load nothing.
    const onPopState = () => {
      if (currentUrl() !== shownUrl.current) controller.start();
    };
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
      controller.dispose();
      progress.current = null;
    };
  }, []);

  const routeKey = `${pathname}?${searchParams.toString()}`;
  useEffect(() => {
    shownUrl.current = currentUrl();
    progress.current?.finish();
  }, [routeKey]);

  return null;
}

/** Top-of-page loading bar (SPEC §4), silent for assistive technology while idle. */
export function LoadingBar() {
  const { visible, progress } = useUiStore((state) => state.loadingBar);
  return (
    <>
      {/* useSearchParams needs a Suspense boundary; the watcher renders nothing. */}
      <Suspense fallback={null}>
        <NavigationWatcher />
      </Suspense>
      <div
        role="progressbar"
        aria-label="Chargement de la page"
        aria-hidden={!visible}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={visible ? Math.round(progress * 100) : undefined}
        data-testid="loading-bar"
        data-visible={visible}
        className={`pointer-events-none fixed inset-x-0 top-0 z-[1100] h-[3px] transition-opacity duration-200 ${visible ? "opacity-100" : "opacity-0"}`}
      >
        <div
          className="h-full origin-left bg-accent transition-transform duration-100 ease-linear"
          style={{ transform: `scaleX(${progress})` }}
        />
      </div>
    </>
  );
}
