/** Classes of the media panel's controls (fixed admin colours, whatever the site's theme). */
export const INPUT =
  "w-full rounded border border-neutral-500 bg-white px-2 py-1.5 text-sm text-neutral-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
export const BUTTON =
  "rounded border border-neutral-600 bg-white px-3 py-1.5 text-sm text-neutral-900 hover:bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";
export const PRIMARY_BUTTON =
  "rounded border border-blue-800 bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";
export const DANGER_BUTTON =
  "rounded border border-red-800 bg-red-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";
export const ERROR_TEXT = "text-sm text-red-800";
export const LABEL = "block text-sm font-medium text-neutral-900";
