/**
 * `<html data-hydrated>` once React has hydrated the page. Pages hydrate after their first paint
 * (server/deferred-scripts.ts), which can be after the `load` event: the browser suite waits for
 * this mark before it clicks (tests/e2e/support/test.ts), as a visitor's first tap would wait for
 * the page to answer.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
