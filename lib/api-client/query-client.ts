"use client";
import { QueryClient } from "@tanstack/react-query";

let client: QueryClient | null = null;

/**
 * The browser's one react-query client, created on first use: every client-side read of the
 * platform goes through it (keys from ./query-keys), so a read asked twice is fetched once and
 * a failed one is fetched again next time. Import it lazily where the read is optional (the
 * tracker configuration after consent), so react-query stays out of the pages' first-load JS.
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient();
  return client;
}

/** Tests only: a fresh cache. */
export function resetQueryClient(): void {
  client?.clear();
  client = null;
}
