import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { NOT_FOUND_PAGE_HEADER } from "@/lib/domain/not-found-page-header";
import { REQUEST_PATH_HEADER } from "@/lib/domain/request-path-header";

/**
 * The path of the page being rendered, as the visitor asked for it (lib/domain/request-path-header.ts).
 * Null without the server in front (`next dev`): the browser marks the chrome's current links
 * then (components/site/current-link-marks.tsx).
 */
export const getRequestPath = cache(async (): Promise<string | null> => (await headers()).get(REQUEST_PATH_HEADER));

/** The 404 being rendered is the page asked for: the proxy's rewrite of a missing page (lib/domain/not-found-page-header.ts). */
export async function isMissingPageRewrite(): Promise<boolean> {
  return (await headers()).get(NOT_FOUND_PAGE_HEADER) === "1";
}
