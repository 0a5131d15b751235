"use client";

/**
 * The public forms' validation (zod schemas) and calls (axios) load on demand, at the first focus
 * or touch on a form (as components/account/form-tools.ts does for the account forms): the pages
 * carrying a form do not pay for them before a visitor starts typing.
 */
export const loadContactSchemas = () => import("@/lib/schemas/contact");
export const loadFormSchemas = () => import("@/lib/schemas/forms");
export const loadVisitorFormsApi = () => import("@/lib/api-client/visitor-forms");
export const loadResolvers = () => import("@hookform/resolvers/zod");

/** Starts the downloads a contact or data form needs (idempotent). */
export function preloadVisitorForms(): void {
  void Promise.all([loadResolvers(), loadContactSchemas(), loadFormSchemas(), loadVisitorFormsApi()]).catch(() => undefined);
}
