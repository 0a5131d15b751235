/**
 * Request header the proxy adds when it rewrites a missing page to Next's not-found route. Next
 * embeds the root not-found element in every page's RSC payload (the boundary's fallback):
 * app/not-found.tsx renders the site's chrome only when this header says the 404 is the page
 * itself, so the other pages do not carry a second copy of the header, menus and footer. A
 * client's own copy is dropped by the server in front (server/edge-handler.ts) and by the proxy.
 */
export const NOT_FOUND_PAGE_HEADER = "x-evolusite-not-found-page";
