"use client";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * Validation (zod and the account schemas) and the account calls (axios) are loaded on demand:
 * about 70 kB gzip that /auth, /mon-compte and the reset pages do not need to show and hydrate
 * their forms (issue 8: /auth's blocking time). They start loading at the first focus or touch on
 * a form (`preloadFormTools`), so a submit rarely waits; validation and calls are the same code as
 * before, only imported later.
 */
type AccountSchemas = typeof import("@/lib/schemas/account");

const loadResolvers = () => import("@hookform/resolvers/zod");
export const loadSchemas = (): Promise<AccountSchemas> => import("@/lib/schemas/account");
export const loadAccountApi = () => import("@/lib/api-client/account");

/** Starts every download the forms need (idempotent: the bundler caches each import). */
export function preloadFormTools(): void {
  void Promise.all([loadResolvers(), loadSchemas(), loadAccountApi()]).catch(() => undefined);
}

/**
 * A react-hook-form resolver whose schema (and zod) is loaded on first use, e.g.
 * `lazyResolver(async () => (await loadSchemas()).loginSchema)`; the schema is built once.
 */
export function lazyResolver<S extends z.ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([loadResolvers(), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    );
    ready.catch(() => (ready = null)); // a failed download is tried again at the next validation
    return (await ready)(values, context, options);
  };
}

/** The common-password list, for the new-password fields (the schemas load it on demand too). */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  return loadSchemas().then((schemas) => schemas.loadCommonPasswords());
}
