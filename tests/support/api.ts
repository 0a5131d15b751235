import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { markEdgeServer } from "@/lib/platform/rate-limit/edge-server";
import { users } from "@/lib/platform/db/schema";
import { createSession } from "@/lib/platform/services/create-session";
import type { UserRole } from "@/lib/platform/services/find-session-user";

export const SITE_69 = 69;
export const SITE_70 = 70;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; message: string | null };
}

const app = createApp();
// The tests play server/serve.ts's part: the client-address header they send is believed.
markEdgeServer();

/** Calls the platform app in-process (`app.request`), with the contract headers. */
export async function callApi<T = unknown>(
  path: string,
  options: { siteId?: number | string | null; token?: string; cookie?: string; method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { "Accept-Language": "fr", ...options.headers };
  const siteId = options.siteId === undefined ? SITE_69 : options.siteId;
  if (siteId !== null) headers["X-Site-Id"] = String(siteId);
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  const response = await app.request(`/api${path}`, { method: options.method ?? "GET", headers, body: options.body });
  const text = await response.text();
  let body: ApiResponse<T>["body"];
  try {
    body = JSON.parse(text) as ApiResponse<T>["body"];
  } catch {
    throw new Error(`Not a JSON envelope (${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

let counter = 0;

/** A user of `siteId` (address verified) with a live session; returns the bearer token. */
export async function createLoggedUser(siteId: number, role: UserRole = "CUSTOMER", now?: Date) {
  const db = await getDb();
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({ siteId, email: `user${counter}.${role.toLowerCase()}@exemple.fr`, role, firstname: "Camille", lastname: "Durand", emailVerifiedAt: new Date() })
    .returning();
  const session = await createSession(db, siteId, user!.id, now);
  return { user: user!, token: session.token };
}
