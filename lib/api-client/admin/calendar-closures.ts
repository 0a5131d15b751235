"use client";
import type { z } from "zod";
import type { Envelope } from "@/lib/domain/envelope";
import {
  calendarClosureListSchema,
  calendarClosureSchema,
  calendarListSchema,
  type CalendarClosure,
  type CalendarInfo,
  type closureInputSchema,
} from "@/lib/schemas/appointments";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";
import type { AdminAnswer } from "./pages";

/** Closed days of the appointment calendars, for « Contenus → Jours de fermeture » (docs/api.md « Appointments »). */

export const adminCalendarKeys = {
  calendars: () => ["admin", "calendars"] as const,
  closures: (calendarId: number) => ["admin", "calendars", calendarId, "closures"] as const,
};

/** GET /calendar: the site's calendars (the same list visitors book from). */
export function listCalendars(): Promise<CalendarInfo[]> {
  return getParsed(getBrowserApi(), "/calendar", calendarListSchema);
}

export function listClosures(calendarId: number): Promise<CalendarClosure[]> {
  return getParsed(getBrowserApi(), `/admin/calendar/${calendarId}/closures`, calendarClosureListSchema);
}

export async function addClosure(calendarId: number, input: z.output<typeof closureInputSchema>): Promise<AdminAnswer<CalendarClosure>> {
  const response = await getBrowserApi().post<Envelope<unknown>>(`/admin/calendar/${calendarId}/closure`, input);
  return { data: calendarClosureSchema.parse(response.data.data), message: response.data.message };
}

export async function deleteClosure(calendarId: number, closureId: number): Promise<AdminAnswer<null>> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/admin/calendar/${calendarId}/closure/${closureId}`);
  return { data: null, message: response.data.message };
}
