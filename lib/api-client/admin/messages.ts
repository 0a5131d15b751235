"use client";
import type { Envelope } from "@/lib/domain/envelope";
import { contactMessageListSchema, contactMessageViewSchema, type ContactMessageList, type ContactMessageView } from "@/lib/schemas/contact";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";
import type { AdminAnswer } from "./pages";

/** Contact messages of « Contenus → Messages » (docs/api.md « Admin — what visitors send »); failures reject with a PlatformError. */

export const ADMIN_MESSAGES_PAGE_SIZE = 20;

export const adminMessagesKeys = {
  all: () => ["admin", "messages"] as const,
  page: (page: number) => ["admin", "messages", page] as const,
};

export function listAdminMessages(page: number): Promise<ContactMessageList> {
  return getParsed(getBrowserApi(), "/admin/messages", contactMessageListSchema, { page, nbItem: ADMIN_MESSAGES_PAGE_SIZE });
}

export async function markAdminMessage(id: number, isRead: boolean): Promise<AdminAnswer<ContactMessageView>> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/message/${id}/read`, { isRead });
  return { data: contactMessageViewSchema.parse(response.data.data), message: response.data.message };
}

export async function deleteAdminMessage(id: number): Promise<AdminAnswer<null>> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/admin/message/${id}`);
  return { data: null, message: response.data.message };
}
