"use client";
import type { Envelope } from "@/lib/domain/envelope";
import {
  adminRegistrationCancelSchema,
  adminWorkshopListSchema,
  adminWorkshopRegistrationsSchema,
  type AdminRegistrationCancel,
  type AdminWorkshop,
  type AdminWorkshopRegistrations,
} from "@/lib/schemas/admin/workshop-registrations";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";
import { fetchDownload, type DownloadedFile } from "./download";
import type { AdminAnswer } from "./pages";

/** Workshop sign-ups of « Contenus → Inscriptions » (docs/api.md « Admin — what visitors send »); failures reject with a PlatformError. */

export const adminWorkshopKeys = {
  workshops: () => ["admin", "workshops"] as const,
  registrations: (workshopId: number) => ["admin", "workshops", workshopId, "registrations"] as const,
};

export function listAdminWorkshops(): Promise<AdminWorkshop[]> {
  return getParsed(getBrowserApi(), "/admin/workshops", adminWorkshopListSchema);
}

export function listWorkshopRegistrations(workshopId: number): Promise<AdminWorkshopRegistrations> {
  return getParsed(getBrowserApi(), `/admin/workshop/${workshopId}/registrations`, adminWorkshopRegistrationsSchema);
}

export async function cancelWorkshopRegistration(workshopId: number, registrationId: number): Promise<AdminAnswer<AdminRegistrationCancel>> {
  const response = await getBrowserApi().post<Envelope<unknown>>(`/admin/workshop/${workshopId}/registration/${registrationId}/cancel`);
  return { data: adminRegistrationCancelSchema.parse(response.data.data), message: response.data.message };
}

export function exportWorkshopRegistrations(workshop: { id: number; slug: string }): Promise<DownloadedFile> {
  return fetchDownload(`/admin/workshop/${workshop.id}/registrations/export`, `inscriptions-${workshop.slug}.csv`);
}
