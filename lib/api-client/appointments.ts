"use client";
import type { Envelope } from "@/lib/domain/envelope";
import { allowedDaysSchema, appointmentSchema, daySlotsSchema, type AllowedDays, type Appointment, type BookingInput, type DaySlots } from "@/lib/schemas/appointments";
import { getBrowserApi } from "./browser";
import { getParsed } from "./create-api-client";

/** The appointment calls of the browser (docs/api.md « Appointments »); answers parsed with lib/schemas/appointments. */

export const appointmentKeys = {
  allowedDays: (calendarId: number, serviceId: number, year: number, month: number) => ["calendar", calendarId, "allowed", { serviceId, year, month }] as const,
  slots: (calendarId: number, serviceId: number, day: string) => ["calendar", calendarId, "slots", { serviceId, day }] as const,
  managed: () => ["appointment", "manage"] as const,
};

export function fetchAllowedDays(calendarId: number, serviceId: number, year: number, month: number): Promise<AllowedDays> {
  return getParsed(getBrowserApi(), `/calendar/${calendarId}/date/allowed/${month}/${year}`, allowedDaysSchema, { service: serviceId });
}

export function fetchDaySlots(calendarId: number, serviceId: number, day: string): Promise<DaySlots> {
  return getParsed(getBrowserApi(), `/calendar/${calendarId}/date/${day}/slots`, daySlotsSchema, { service: serviceId });
}

async function send(method: "post" | "put", url: string, body: unknown): Promise<Appointment> {
  const response = await getBrowserApi().request<Envelope<unknown>>({ method, url, data: body });
  return appointmentSchema.parse(response.data.data);
}

export const bookAppointment = (calendarId: number, input: BookingInput) => send("post", `/calendar/${calendarId}/appointment`, input);
export const findManagedAppointment = (token: string) => send("post", "/appointment/manage", { token });
export const confirmAppointment = (token: string) => send("put", "/appointment/manage/confirm", { token });
export const cancelAppointment = (token: string) => send("put", "/appointment/manage/cancel", { token });
export const moveAppointment = (token: string, start: string) => send("put", "/appointment/manage/move", { token, start });
