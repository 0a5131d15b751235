import { z } from "zod";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { emailSchema, phoneSchema } from "./account";
import { listEnvelopeSchema } from "./list";

/** POST /message (SPEC §7): the contact form, shared by the API and the form (react-hook-form). */
export const CONTACT_MESSAGES = {
  nameRequired: "Indiquez votre nom.",
  nameTooLong: "120 caractères au plus.",
  subjectRequired: "Indiquez l'objet de votre message.",
  subjectTooLong: "160 caractères au plus.",
  messageTooShort: "Votre message doit compter au moins 10 caractères.",
  messageTooLong: "Votre message ne doit pas dépasser 5 000 caractères.",
  consentRequired: "Cochez cette case pour que nous puissions vous répondre.",
  sent: "Merci, votre message a bien été envoyé. Nous vous répondons sous 48 heures ouvrées.",
} as const;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const contactMessageSchema = z.object({
  name: requiredText(120, CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.nameTooLong),
  email: emailSchema,
  phone: phoneSchema({ mobileOnly: false }),
  subject: requiredText(160, CONTACT_MESSAGES.subjectRequired, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(10, { error: CONTACT_MESSAGES.messageTooShort })
    .max(5000, { error: CONTACT_MESSAGES.messageTooLong }),
  consent: z.literal(true, { error: CONTACT_MESSAGES.consentRequired }),
  /** The honeypot (lib/domain/honeypot.ts): people leave it empty. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;

/** One stored message (GET /admin/messages, « Contenus → Messages »). */
export const contactMessageViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  /** When an admin first opened it; null while unread (or marked unread again). */
  readAt: z.iso.datetime().nullable(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;
/** The list, with `unread`: the site's unread messages (all pages, whatever the filters). */
export const contactMessageListSchema = listEnvelopeSchema(contactMessageViewSchema).extend({ unread: z.number().int().min(0) });
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

/** PUT /admin/message/{id}/read: mark a message read (opened) or unread again. */
export const contactMessageReadSchema = z.strictObject({
  isRead: z.boolean({ error: "« isRead » doit valoir true ou false." }),
});
export type ContactMessageRead = z.infer<typeof contactMessageReadSchema>;

/** Messages of the admin answers about contact messages. */
export const ADMIN_CONTACT_MESSAGES = {
  notFound: "Message introuvable.",
  markedRead: "Le message est marqué comme lu.",
  markedUnread: "Le message est marqué comme non lu.",
  deleted: "Le message est supprimé.",
} as const;
