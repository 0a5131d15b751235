import "server-only";
import { cache } from "react";
import { getData } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { createServerApi, getVisitor } from "@/lib/api-client/server";
import type { LoggedUser } from "./types";

/**
 * The visitor's account, for the pages that depend on it (login, account, checkout, orders): no
 * call without a token cookie; with one, GET /user, whose 401 (token expired or revoked) means "not
 * logged in". Every call makes the render the visitor's (getVisitor), with or without a cookie: the
 * page cache never shares such a page (server/page-cache.ts). The layout and the other pages never
 * ask: the browser loads the account (components/app-shell).
 */
export const getVisitorUser = cache(async (): Promise<LoggedUser | null> => {
  const visitor = await getVisitor();
  if (!visitor.token) return null;
  try {
    return await getData<LoggedUser>(createServerApi(visitor), "/user");
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) return null;
    throw error;
  }
});
