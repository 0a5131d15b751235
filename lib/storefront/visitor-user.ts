import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getData } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { markVisitorDependent } from "@/lib/api-client/render-audience";
import { getServerApi, getVisitor } from "@/lib/api-client/server";
import { TOKEN_COOKIE } from "@/lib/domain/session-cookies";
import type { LoggedUser } from "./types";

/**
 * The visitor's account, for the pages that depend on it (login, account, checkout, orders): no
 * call without a token cookie; with one, GET /user, whose 401 (token expired or revoked) means "not
 * logged in". Every call marks the render as the visitor's, with or without a cookie: the anonymous
 * render of such a page is never replayed to a logged-in customer (server/page-cache.ts). The
 * layout and the other pages never ask: the browser loads the account (components/app-shell).
 */
export const getVisitorUser = cache(async (): Promise<LoggedUser | null> => {
  markVisitorDependent((await getVisitor()).renderId);
  if (!(await cookies()).get(TOKEN_COOKIE)?.value) return null;
  try {
    return await getData<LoggedUser>(await getServerApi(), "/user");
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) return null;
    throw error;
  }
});
