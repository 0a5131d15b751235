/** Classes of the theme panel's controls (fixed admin colours: the live preview never restyles the panel). */
export const INPUT =
  "w-full rounded border border-neutral-500 bg-white px-2 py-1.5 text-sm text-neutral-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
export const BUTTON =
  "rounded border border-neutral-600 bg-white px-3 py-1.5 text-sm text-neutral-900 hover:bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";
export const PRIMARY_BUTTON =
  "rounded border border-blue-800 bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";
export const LINK_BUTTON =
  "text-sm text-blue-800 underline hover:text-blue-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";
