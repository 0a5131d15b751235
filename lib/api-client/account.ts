"use client";
import type { z } from "zod";
import type { Envelope } from "@/lib/domain/envelope";
import {
  emailVerifiedAnswerSchema,
  loginAnswerSchema,
  passwordChangeAnswerSchema,
  userProfileSchema,
  type ProfileData,
  type RegisterData,
} from "@/lib/schemas/account";
import { getBrowserApi } from "./browser";

export type { UserProfile } from "@/lib/schemas/account";

/**
 * The account calls of the browser (issue 4): each resolves with the envelope's data (parsed with
 * the answer's schema from lib/schemas/account.ts when it has one) and message, or rejects with a
 * PlatformError (message, status, per-field errors).
 */

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

async function call<S extends z.ZodType | null>(
  method: "post" | "put" | "delete",
  url: string,
  schema: S,
  body?: unknown,
): Promise<ApiAnswer<S extends z.ZodType ? z.output<S> : null>> {
  const api = getBrowserApi();
  const response = method === "delete" ? await api[method]<Envelope<unknown>>(url) : await api[method]<Envelope<unknown>>(url, body ?? {});
  const data = schema ? schema.parse(response.data.data) : null;
  return { data: data as S extends z.ZodType ? z.output<S> : null, message: response.data.message };
}

export const registerAccount = (input: RegisterData) => call("post", "/register", null, input);

export const logIn = (input: { email: string; password: string }) => call("post", "/login", loginAnswerSchema, input);

export const logOut = () => call("post", "/logout", null);

export const askPasswordReset = (input: { email: string }) => call("put", "/password/reset/ask", null, input);

export const resetPassword = (input: { token: string; password: string }) => call("put", "/password/reset", null, input);

export const updateProfile = (input: ProfileData) => call("put", "/user", userProfileSchema, input);

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  call("put", "/user/password", passwordChangeAnswerSchema, input);

export const resendEmailVerification = () => call("post", "/user/email/verification", null);

export const verifyEmail = (input: { token: string }) => call("put", "/email/verify", emailVerifiedAnswerSchema, input);

export const confirmNewsletter = (input: { token: string }) => call("put", "/newsletter/confirm", null, input);

export const deleteAccount = () => call("delete", "/user", null);

export const updateNewsletterSubscription = (subscriptions: { listId: number; subscribed: boolean }[]) =>
  call("put", "/user/newsletter/subscription", null, { subscriptions });
