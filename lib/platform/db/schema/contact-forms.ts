import "server-only";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { FormField, FormAnswerValue } from "@/lib/schemas/forms";
import { createdAt, siteId } from "./core";

/** Messages sent by visitors through the contact form (POST /message). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** When an admin first opened it (« Contenus → Messages »); null while unread. */
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("contact_messages_site_idx").on(t.siteId, t.createdAt)],
);

/** Forms defined as data (GET /forms/{id}): their fields are validated by lib/schemas/forms.ts. */
export const forms = pgTable(
  "forms",
  {
    // Explicit ids for the seeded forms; forms created later start far above them.
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    siteId: siteId(),
    title: text("title").notNull(),
    description: text("description"),
    submitLabel: text("submit_label").notNull().default("Envoyer"),
    fields: jsonb("fields").$type<FormField[]>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("forms_site_idx").on(t.siteId)],
);

/** One visitor's answer to a form (files in form_answer_files). */
export const formAnswers = pgTable(
  "form_answers",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<Record<string, FormAnswerValue>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("form_answers_form_idx").on(t.siteId, t.formId, t.createdAt)],
);

/** A file sent with an answer, kept by the storage adapter under `storedName`. */
export const formAnswerFiles = pgTable(
  "form_answer_files",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    answerId: integer("answer_id")
      .notNull()
      .references(() => formAnswers.id, { onDelete: "cascade" }),
    fieldName: text("field_name").notNull(),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull(),
    mime: text("mime").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("form_answer_files_answer_idx").on(t.answerId)],
);
