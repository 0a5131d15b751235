"use client";
import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { MODAL_ROOT_ID } from "@/components/ui/modal-root";
import { AuthStoreContext, createAuthStore, CustomerCartSync } from "@/stores/auth-store";
import type { LoggedUser } from "@/lib/storefront/types";
import { installChunkReloadGuard } from "./chunk-reload";
import { markHydrated } from "./hydration-mark";
import { watchConnectionStatus } from "./connection-status";
import { LinkNavigator } from "./link-navigator";
import { LoadingBar } from "./loading-bar";
import { PageProtection } from "./page-protection";
import { watchStaleHeadTags } from "./stale-head-tags";

// The toast container (and its stylesheet) loads after hydration, off the critical path;
// toasts sent earlier are queued by react-toastify until it mounts.
const Toasts = dynamic(() => import("./toasts").then((module) => module.Toasts), { ssr: false });

export interface ClientShellProps {
  user: LoggedUser | null;
  lockTextSelection: boolean;
  lockRightClick: boolean;
  /** An e-commerce site: the cart follows the login state (SPEC §4). */
  shop?: boolean;
  children: ReactNode;
}

/**
 * Client side of every page: auth store hydrated from the server's user, site links routed
 * client-side (LinkNavigator), loading bar, toasts,
 * modal root, offline watcher, chunk-load reload guard, the sweeper of a discarded page's head tags
 * and the page protection parameters.
 */
export function ClientShell({ user, lockTextSelection, lockRightClick, shop = false, children }: ClientShellProps) {
  const [authStore] = useState(() => createAuthStore(user));

  // After a login, logout or router.refresh() the server sends the new user.
  useEffect(() => {
    authStore.getState().hydrate(user);
  }, [authStore, user]);

  useEffect(() => installChunkReloadGuard(), []);
  // Effects run children first: this one comes once the whole page has hydrated.
  useEffect(() => markHydrated(), []);
  useEffect(() => watchConnectionStatus(), []);
  useEffect(() => watchStaleHeadTags(), []);

  return (
    <AuthStoreContext value={authStore}>
      <LoadingBar />
      <LinkNavigator />
      <CustomerCartSync shop={shop} />
      {children}
      <div id={MODAL_ROOT_ID} />
      <Toasts />
      <PageProtection lockTextSelection={lockTextSelection} lockRightClick={lockRightClick} />
    </AuthStoreContext>
  );
}
