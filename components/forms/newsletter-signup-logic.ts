"use client";
import { toPlatformError } from "@/lib/api-client/platform-error";
import { subscribeToNewsletter } from "@/lib/api-client/visitor-forms";
import { newsletterSubscribeSchema } from "@/lib/schemas/account";

const OFFLINE_MESSAGE = "Le serveur est injoignable : vérifiez votre connexion à Internet puis réessayez.";

export type SignupResult = { ok: true; message: string } | { ok: false; fieldError: string | null; message: string | null };

/**
 * The sign-up's logic, loaded at the first focus on the form (the footer is on every page: its
 * own code stays a few lines): the API's schema checks the address, then POST /newsletter/subscribe.
 */
export async function signUp(email: string): Promise<SignupResult> {
  const parsed = newsletterSubscribeSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, fieldError: parsed.error.issues[0]?.message ?? null, message: null };
  try {
    const message = await subscribeToNewsletter(parsed.data);
    return { ok: true, message: message ?? "Un e-mail de confirmation vient de vous être envoyé." };
  } catch (error) {
    const failure = toPlatformError(error);
    if (failure.status === null) return { ok: false, fieldError: null, message: OFFLINE_MESSAGE };
    const emailError = failure.fieldErrors.email?.[0] ?? null;
    return { ok: false, fieldError: emailError, message: emailError ? null : failure.message };
  }
}
