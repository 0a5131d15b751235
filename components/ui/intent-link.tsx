"use client";
import Link from "next/link";
import { useState, type ComponentProps } from "react";

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * next/link without prefetching during load: the route is prefetched once the visitor shows the
 * intent to follow the link (pointer over it, finger on it, keyboard focus), by turning Link's
 * own prefetch on at that moment. Viewport prefetches of every menu link competed with the
 * page's own load (issue 8).
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => {
    if (!intent) setIntent(true);
  };
  return (
    <Link
      {...props}
      // null is Link's default ("auto"); false keeps it from prefetching at all.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        showIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
    />
  );
}
