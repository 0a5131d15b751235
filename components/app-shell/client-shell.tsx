"use client";
import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { MODAL_ROOT_ID } from "@/components/ui/modal-root";
import { AuthStoreContext, createAuthStore, CustomerCartSync } from "@/stores/auth-store";
import { installChunkReloadGuard } from "./chunk-reload";
import { markHydrated } from "./hydration-mark";
import { watchConnectionStatus } from "./connection-status";
import { LinkNavigator } from "./link-navigator";
import { LoadingBar } from "./loading-bar";
import { PageProtection } from "./page-protection";
import { rememberLocale } from "./remember-locale";
import { SessionLoader } from "./session-loader";
import { watchStaleHeadTags } from "./stale-head-tags";

// The toast container (and its stylesheet) loads after hydration, off the critical path;
// toasts sent earlier are queued by react-toastify until it mounts.
const Toasts = dynamic(() => import("./toasts").then((module) => module.Toasts), { ssr: false });

export interface ClientShellProps {
  lockTextSelection: boolean;
  lockRightClick: boolean;
  /** An e-commerce site: the cart follows the login state (SPEC §4). */
  shop?: boolean;
  children: ReactNode;
}

/**
 * Client side of every page: the auth store, whose session the browser learns (SessionLoader: the
 * page is the same for every visitor), site links routed client-side (LinkNavigator), loading bar, toasts,
 * modal root, offline watcher, chunk-load reload guard, the sweeper of a discarded page's head tags,
 * the locale cookie and the page protection parameters.
 */
export function ClientShell({ lockTextSelection, lockRightClick, shop = false, children }: ClientShellProps) {
  const [authStore] = useState(() => createAuthStore());

  useEffect(() => installChunkReloadGuard(), []);
  // Effects run children first: this one comes once the whole page has hydrated.
  useEffect(() => markHydrated(), []);
  useEffect(() => watchConnectionStatus(), []);
  useEffect(() => watchStaleHeadTags(), []);
  useEffect(() => rememberLocale(), []);

  return (
    <AuthStoreContext value={authStore}>
      <LoadingBar />
      <LinkNavigator />
      <SessionLoader />
      <CustomerCartSync shop={shop} />
      {children}
      <div id={MODAL_ROOT_ID} />
      <Toasts />
      <PageProtection lockTextSelection={lockTextSelection} lockRightClick={lockRightClick} />
    </AuthStoreContext>
  );
}
