import type { ReactNode } from "react";
import type { IconName } from "./icon-names";

/**
 * Small inline SVG icons drawn for this site (24×24 grid, stroked with currentColor), so no
 * icon font is downloaded. Decorative only: the link or button around them carries the label.
 */

const dot = (cx: number, cy: number, r = 1.1) => <circle cx={cx} cy={cy} r={r} fill="currentColor" stroke="none" />;

const SHAPES: Readonly<Record<IconName, ReactNode>> = {
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  basket: (
    <>
      <path d="M3 9.5h18l-1.7 9.6a2 2 0 0 1-2 1.6H6.7a2 2 0 0 1-2-1.6L3 9.5z" />
      <path d="M7.5 9.5 10.5 4M16.5 9.5 13.5 4M9 13.5v3.5M12 13.5v3.5M15 13.5v3.5" />
    </>
  ),
  cart: (
    <>
      <path d="M3 4h2.2l2.3 10.7a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 1.9-1.5L20.5 8H6.3" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 12.5a1 1 0 0 1-1 .9H7a1 1 0 0 1-1-.9L5 8z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  bars: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5" />,
  phone: (
    <path d="M5.5 3.5h3l1.8 4.6-2.2 1.4a11 11 0 0 0 6.4 6.4l1.4-2.2 4.6 1.8v3a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 3.5 5.6a2 2 0 0 1 2-2.1z" />
  ),
  envelope: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  "chevron-down": <path d="m6 9 6 6 6-6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.6 2.8 2.6 15.2 0 18M12 3c-2.6 2.8-2.6 15.2 0 18" />
    </>
  ),
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 7.5H14a2 2 0 0 0-2 2V21M9.5 12.5h5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      {dot(17.2, 6.8)}
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M12 17v-6.5M12 13.6a2.6 2.6 0 0 1 5.2 0V17" />
      {dot(8, 7.4)}
    </>
  ),
  "x-twitter": <path d="M4 4h4.2L20 20h-4.2L4 4zM19.5 4l-6.4 7M10.9 13 4.5 20" />,
  tiktok: <path d="M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.4 2.6 2.4 4.6 5 4.9" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.3v5.4l4.7-2.7z" fill="currentColor" />
    </>
  ),
  tripadvisor: (
    <>
      <circle cx="7" cy="13.5" r="3.8" />
      <circle cx="17" cy="13.5" r="3.8" />
      <path d="M2.5 8.5h19M8.5 8.5c2-1.6 5-1.6 7 0M12 18l-1.2-1.4M12 18l1.2-1.4" />
      {dot(7, 13.5)}
      {dot(17, 13.5)}
    </>
  ),
  google: <path d="M12 12h8M20 12A8 8 0 1 1 17.66 6.34" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 21l2.2-9.2M9.3 14c-1.6-2.9.5-6.3 3.7-6.3 2.6 0 4.2 1.9 3.9 4.2-.3 2.3-2.1 3.8-4.2 3.2" />
    </>
  ),
  github: (
    <path d="M9.5 21v-2.7c0-1 .3-1.6.8-2-2.6-.3-4.5-1.4-4.5-4.4 0-1 .3-1.8 1-2.4-.1-.4-.4-1.4.1-2.5 0 0 .8-.3 2.5.9a8.4 8.4 0 0 1 4.4 0c1.7-1.2 2.5-.9 2.5-.9.5 1.1.2 2.1.1 2.5.7.6 1 1.4 1 2.4 0 3-1.9 4.1-4.5 4.4.5.4.8 1.1.8 2.1V21M9.5 19c-2.3.7-3.2-.7-4-1.8" />
  ),
  discord: (
    <>
      <path d="M7 7.2c3.3-1.4 6.7-1.4 10 0 1.6 2.4 2.4 5 2.5 8.2-1.4 1.3-3 2.1-4.6 2.5l-1-1.8M7 7.2c-1.6 2.4-2.4 5-2.5 8.2 1.4 1.3 3 2.1 4.6 2.5l1-1.8M8 16c2.6 1 5.4 1 8 0" />
      {dot(9.5, 12.5, 1.3)}
      {dot(14.5, 12.5, 1.3)}
    </>
  ),
  telegram: <path d="M21 4 3 11.2l6 2.3M21 4l-3 16-6.6-5.2M21 4 9 13.5v5.7l2.4-4.4" />,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {SHAPES[name]}
    </svg>
  );
}
