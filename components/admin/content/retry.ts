import { toPlatformError } from "@/lib/api-client/platform-error";

/** react-query `retry` of the tabs' reads: again (twice) only when the network or the server failed; a 4xx would fail again. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = toPlatformError(error).status;
  return failureCount < 2 && (status === null || status >= 500);
}
