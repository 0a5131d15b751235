import "server-only";
import { headers } from "next/headers";

/**
 * The page request's CSP nonce: server/edge-handler.ts puts a fresh policy on the request (Next
 * reads it there for its own scripts), so an inline script of ours carrying this nonce runs and an
 * injected one does not. Null when the request has no policy (then inline scripts are not sent).
 */
export async function getRequestNonce(): Promise<string | null> {
  const policy = (await headers()).get("content-security-policy");
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1] ?? null;
}
