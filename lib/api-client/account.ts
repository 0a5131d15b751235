"use client";
import type { Envelope } from "@/lib/domain/envelope";
import type { ProfileData, RegisterData } from "@/lib/schemas/account";
import type { LoggedUser } from "@/lib/storefront/types";
import { getBrowserApi } from "./browser";

/**
 * The account calls of the browser (issue 4): each resolves with the envelope's data and message,
 * or rejects with a PlatformError (message, status, per-field errors).
 */

/** GET /user: the full profile of the logged-in user. */
export interface UserProfile extends LoggedUser {
  phone: string | null;
  /** YYYY-MM-DD */
  birthdate: string | null;
}

/** GET /user/newsletter/lists (read by the server page). */
export interface NewsletterList {
  id: number;
  name: string;
  description: string | null;
}

/** GET /user/newsletter/subscription: status PENDING, CONFIRMED or UNSUBSCRIBED. */
export interface NewsletterSubscription {
  listId: number;
  status: string;
}

export interface ApiAnswer<T> {
  data: T;
  message: string | null;
}

async function call<T>(method: "post" | "put" | "delete", url: string, body?: unknown): Promise<ApiAnswer<T>> {
  const api = getBrowserApi();
  const response =
    method === "delete" ? await api[method]<Envelope<T>>(url) : await api[method]<Envelope<T>>(url, body ?? {});
  return { data: response.data.data, message: response.data.message };
}

export const registerAccount = (input: RegisterData) => call<LoggedUser>("post", "/register", input);

export const logIn = (input: { email: string; password: string }) =>
  call<{ token: string; idSite: number; user: LoggedUser }>("post", "/login", input);

export const logOut = () => call<null>("post", "/logout");

export const askPasswordReset = (input: { email: string }) => call<null>("put", "/password/reset/ask", input);

export const resetPassword = (input: { token: string; password: string }) => call<null>("put", "/password/reset", input);

export const updateProfile = (input: ProfileData) => call<UserProfile>("put", "/user", input);

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  call<{ token: string }>("put", "/user/password", input);

export const deleteAccount = () => call<null>("delete", "/user");

export const updateNewsletterSubscription = (subscriptions: { listId: number; subscribed: boolean }[]) =>
  call<unknown>("put", "/user/newsletter/subscription", { subscriptions });
