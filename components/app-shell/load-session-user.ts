"use client";
import Cookies from "js-cookie";
import { getParsed } from "@/lib/api-client/create-api-client";
import { getBrowserApi } from "@/lib/api-client/browser";
import { PlatformError } from "@/lib/api-client/platform-error";
import { getQueryClient } from "@/lib/api-client/query-client";
import { queryKeys } from "@/lib/api-client/query-keys";
import { SITE_COOKIE, STAFF_COOKIE, isStaffRole } from "@/lib/domain/session-cookies";
import { userProfileSchema, type UserProfile } from "@/lib/schemas/account";

/** What the browser learnt of its session. */
export interface SessionAnswer {
  user: UserProfile | null;
  /** The `staff` cookie was missing for an ADMIN (a session older than it): now put back. */
  staffCookieRestored: boolean;
}

/**
 * GET /user through react-query, for a page that found the session cookie (imported on demand: an
 * anonymous visitor never loads it). A 401 (session expired or revoked) drops the readable session
 * cookies, so the next pages stop asking. The `staff` cookie follows the role: put back for an admin
 * (the page cache then leaves the admin's pages to Next), dropped for anyone else.
 */
export async function loadSessionUser(): Promise<SessionAnswer> {
  let user: UserProfile | null;
  try {
    user = await getQueryClient().fetchQuery({
      queryKey: queryKeys.user(),
      queryFn: () => getParsed(getBrowserApi(), "/user", userProfileSchema),
      staleTime: 60_000,
      retry: (failures, error) => !(error instanceof PlatformError && error.status === 401) && failures < 2,
    });
  } catch (error) {
    if (!(error instanceof PlatformError && error.status === 401)) throw error;
    user = null;
  }
  const secure = window.location.protocol === "https:";
  if (user === null) {
    Cookies.remove(SITE_COOKIE, { path: "/" });
    Cookies.remove(STAFF_COOKIE, { path: "/" });
    return { user, staffCookieRestored: false };
  }
  const staff = isStaffRole(user.role);
  const hadStaffCookie = Cookies.get(STAFF_COOKIE) !== undefined;
  if (staff && !hadStaffCookie) Cookies.set(STAFF_COOKIE, "1", { path: "/", sameSite: "Lax", expires: 1, secure });
  if (!staff && hadStaffCookie) Cookies.remove(STAFF_COOKIE, { path: "/" });
  return { user, staffCookieRestored: staff && !hadStaffCookie };
}
