"use client";
import type { Envelope } from "@/lib/domain/envelope";
import { workshopCancelAnswerSchema, workshopSignUpAnswerSchema, type WorkshopSignUp, type WorkshopSignUpAnswer } from "@/lib/schemas/workshops";
import { getBrowserApi } from "./browser";

/**
 * The browser's calls of workshop sign-ups; each rejects with a PlatformError (message,
 * status, per-field errors) on failure. Imported on demand (the sign-up dialog).
 */

/** POST /element/ateliers/{id}/register: the answer and the API's French message. */
export async function signUpForWorkshop(id: number, body: WorkshopSignUp): Promise<{ data: WorkshopSignUpAnswer; message: string | null }> {
  const response = await getBrowserApi().post<Envelope<unknown>>(`/element/ateliers/${id}/register`, body);
  return { data: workshopSignUpAnswerSchema.parse(response.data.data), message: response.data.message };
}

/** POST /workshop/registration/cancel (the token travels in the body). */
export async function cancelWorkshopRegistration(token: string): Promise<string> {
  const response = await getBrowserApi().post<Envelope<unknown>>("/workshop/registration/cancel", { token });
  workshopCancelAnswerSchema.parse(response.data.data);
  return response.data.message ?? "Votre inscription est annulée.";
}

/** POST /workshop/registration/confirm (the token travels in the body): the API's French message. */
export async function confirmWorkshopRegistration(token: string): Promise<string> {
  const response = await getBrowserApi().post<Envelope<unknown>>("/workshop/registration/confirm", { token });
  workshopSignUpAnswerSchema.parse(response.data.data);
  return response.data.message ?? "Votre adresse e-mail est confirmée.";
}

/** POST /workshop/registration/accept: the offered seats become the visitor's. */
export async function acceptWorkshopOffer(token: string): Promise<string> {
  const response = await getBrowserApi().post<Envelope<unknown>>("/workshop/registration/accept", { token });
  workshopSignUpAnswerSchema.parse(response.data.data);
  return response.data.message ?? "Votre place est confirmée.";
}
