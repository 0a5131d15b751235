"use client";
import type { Envelope } from "@/lib/domain/envelope";
import type { ContactMessageInput } from "@/lib/schemas/contact";
import { getBrowserApi } from "./browser";

/**
 * The visitors' writes of the public forms (contact, forms defined as data, newsletter sign-up):
 * each resolves with the envelope's message, or rejects with a PlatformError (message, status,
 * per-field errors). Loaded on demand by the forms (first focus), never with the page.
 */

async function post(url: string, body: unknown): Promise<string | null> {
  const response = await getBrowserApi().post<Envelope<unknown>>(url, body);
  return response.data.message;
}

/** POST /message */
export const sendContactMessage = (input: ContactMessageInput) => post("/message", input);

/** POST /forms/{id}/submit (multipart: the browser sets the boundary). */
export const submitFormAnswer = (formId: number, body: FormData) => post(`/forms/${formId}/submit`, body);

/** POST /newsletter/subscribe (double opt-in: a confirmation e-mail is sent). */
export const subscribeToNewsletter = (input: { email: string; listId?: number }) => post("/newsletter/subscribe", input);
