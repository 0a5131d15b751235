import { and, eq, inArray, sum } from "drizzle-orm";
import { expect } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { HOLDING_STATUSES } from "@/lib/domain/workshop-seats";
import { getDb } from "@/lib/platform/db/client";
import { elements, workshopRegistrations } from "@/lib/platform/db/schema";
import type { WorkshopSignUpInput } from "@/lib/schemas/workshops";
import { callApi, createLoggedUser, SITE_69 } from "./api";
import type { ReceivedMail } from "./smtp";

/** Workshop sign-ups through the public routes, for the API tests (tests/api/workshop*.test.ts). */

let ipCounter = 0;
let emailCounter = 0;
export const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;
export const nextEmail = () => `participant${(emailCounter += 1)}.${process.pid}@exemple.fr`;

export interface PostOptions {
  siteId?: number;
  ip?: string;
  raw?: string;
  contentType?: string;
  /** A session: the sign-up of its verified address is confirmed at once. */
  token?: string;
}

export function post(path: string, body: unknown, options: PostOptions = {}) {
  return callApi<unknown>(path, {
    siteId: options.siteId ?? SITE_69,
    method: "POST",
    token: options.token,
    body: options.raw ?? JSON.stringify(body),
    headers: { "Content-Type": options.contentType ?? "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp() },
  });
}

export const form = (overrides: Partial<WorkshopSignUpInput> = {}): WorkshopSignUpInput => ({
  name: "Camille Durand",
  email: nextEmail(),
  phone: "06 12 34 56 78",
  seats: 1,
  ...overrides,
});

export const signUp = (elementId: number, body: unknown, options: PostOptions = {}) => post(`/element/ateliers/${elementId}/register`, body, options);

/** A customer of the site logged in, with a verified address: their sign-ups need no e-mailed confirmation. */
export async function member(siteId = SITE_69) {
  const { user, token } = await createLoggedUser(siteId);
  return { email: user.email, token };
}

/** A sign-up by a new member (confirmed at once); returns the member and the answer's data. */
export async function memberSignUp(elementId: number, overrides: Partial<WorkshopSignUpInput> = {}) {
  const who = await member();
  const response = await signUp(elementId, form({ ...overrides, email: who.email }), { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...who, data: response.body.data as { status: string; waitingPosition: number | null }, message: response.body.message };
}

/** The token of the link to `page` (/ateliers/annulation, /ateliers/confirmation, /ateliers/place-proposee) in an e-mail. */
export function linkToken(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`${page.replace(/\//g, "\\/")}\\/([A-Za-z0-9_-]{20,})`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in: ${mail.text}`);
  return match[1]!;
}

/** A workshop of site 69 made for one test: its own capacity, starting in a week unless told. */
export async function createWorkshop(seats: number, startsAt = new Date(Date.now() + 7 * 86_400_000)) {
  emailCounter += 1;
  const [row] = await (await getDb())
    .insert(elements)
    .values({
      siteId: SITE_69,
      route: "ateliers",
      title: `Atelier d'essai ${seats} places`,
      slug: `atelier-essai-${seats}-${emailCounter}-${Date.now()}`,
      data: { seats, startsAt: startsAt.toISOString(), durationMinutes: 90, location: "Salle Bellecour, Lyon" },
    })
    .returning({ id: elements.id });
  return row!.id;
}

/** Seats held in the database (confirmed, awaiting confirmation, offered): never more than the capacity. */
export async function heldSeats(elementId: number): Promise<number> {
  const [row] = await (await getDb())
    .select({ seats: sum(workshopRegistrations.seats) })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.elementId, elementId), inArray(workshopRegistrations.status, [...HOLDING_STATUSES])));
  return Number(row?.seats ?? 0);
}

/** A sign-up's row by its e-mail address (the live one when there are several). */
export async function rowOf(email: string) {
  const rows = await (await getDb()).select().from(workshopRegistrations).where(eq(workshopRegistrations.email, email));
  return rows.find((row) => row.status !== "CANCELLED") ?? rows.at(-1)!;
}
