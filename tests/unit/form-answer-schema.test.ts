import { describe, expect, it } from "vitest";
import { detectDocumentType } from "@/lib/domain/document-type";
import { HONEYPOT_FIELD, isHoneypotFilled } from "@/lib/domain/honeypot";
import { contactMessageSchema, CONTACT_MESSAGES } from "@/lib/schemas/contact";
import { FORM_MESSAGES, formAnswerSchema, formFieldsSchema, isCalendarDate, type FormFieldInput } from "@/lib/schemas/forms";

const fields = formFieldsSchema.parse([
  { name: "company", label: "Entreprise", kind: "text", required: true, minLength: 2, maxLength: 10 },
  { name: "notes", label: "Notes", kind: "text", multiline: true },
  { name: "email", label: "E-mail", kind: "email", required: true },
  { name: "phone", label: "Téléphone", kind: "phone" },
  { name: "day", label: "Date", kind: "date" },
  { name: "size", label: "Taille", kind: "select", required: true, options: ["Petite", "Grande"] },
  { name: "consent", label: "J'accepte", kind: "checkbox", required: true },
  { name: "newsletter", label: "Lettre", kind: "checkbox" },
  { name: "brief", label: "Cahier des charges", kind: "file", maxBytes: 1024 },
] satisfies FormFieldInput[]);

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function errorsOf(input: Record<string, unknown>, options = {}) {
  const result = await formAnswerSchema(fields, options).safeParseAsync(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

const valid = { company: " Acme ", email: "Julie@Exemple.FR", size: "Petite", consent: true };

describe("formAnswerSchema (built from a form definition)", () => {
  it("accepts a valid answer and normalises it (trim, lower-case e-mail, blanks → null, checkboxes → booleans)", async () => {
    const result = await formAnswerSchema(fields).parseAsync({ ...valid, notes: "   ", phone: "", newsletter: "on", unknown: "dropped" });
    expect(result).toEqual({ company: "Acme", notes: null, email: "julie@exemple.fr", phone: null, day: null, size: "Petite", consent: true, newsletter: true, brief: null });
  });

  it("gives one French error per wrong field", async () => {
    expect(await errorsOf({ company: "A", email: "non", phone: "12", day: "2026-02-30", size: "Moyenne", consent: "false" })).toEqual({
      company: [FORM_MESSAGES.tooShort(2)],
      email: ["L'adresse e-mail n'est pas valide."],
      phone: ["Le numéro de téléphone n'est pas valide."],
      day: [FORM_MESSAGES.dateInvalid],
      size: [FORM_MESSAGES.optionInvalid],
      consent: [FORM_MESSAGES.checkboxRequired],
    });
    expect(await errorsOf({})).toEqual({
      company: [FORM_MESSAGES.required],
      email: [FORM_MESSAGES.required],
      size: [FORM_MESSAGES.required],
      consent: [FORM_MESSAGES.checkboxRequired],
    });
    expect(await errorsOf({ ...valid, company: "Beaucoup trop long" })).toEqual({ company: [FORM_MESSAGES.tooLong(10)] });
  });

  it("checks files by content and size, not by name", async () => {
    expect(await errorsOf({ ...valid, brief: new File([PDF], "brief.pdf") })).toEqual({});
    expect(await errorsOf({ ...valid, brief: new File([PNG], "photo.pdf") })).toEqual({});
    expect(await errorsOf({ ...valid, brief: new File(["%PDX"], "brief.pdf", { type: "application/pdf" }) })).toEqual({ brief: [FORM_MESSAGES.fileType] });
    expect(await errorsOf({ ...valid, brief: new File([new Uint8Array(2048)], "gros.pdf") })).toEqual({ brief: [FORM_MESSAGES.fileTooBig(1024)] });
    expect(await errorsOf({ ...valid, brief: new File([], "") })).toEqual({});
    expect(await errorsOf({ ...valid, brief: "pas un fichier" })).toEqual({ brief: [FORM_MESSAGES.fileUnreadable] });
  });

  it("leaves file fields out when asked (a JSON body cannot carry files)", async () => {
    const required = formFieldsSchema.parse([{ name: "brief", label: "Fichier", kind: "file", required: true }]);
    expect((await formAnswerSchema(required).safeParseAsync({})).success).toBe(false);
    expect((await formAnswerSchema(required, { skipFiles: true }).safeParseAsync({})).success).toBe(true);
  });

  it("refuses definitions a visitor could not fill in", () => {
    expect(formFieldsSchema.safeParse([{ name: "choice", label: "Choix", kind: "select" }]).success).toBe(false);
    expect(formFieldsSchema.safeParse([{ name: "a", label: "A", kind: "text" }, { name: "a", label: "B", kind: "text" }]).success).toBe(false);
    expect(formFieldsSchema.safeParse([{ name: "Bad name", label: "A", kind: "text" }]).success).toBe(false);
  });

  it("knows real calendar days", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("15/02/2027")).toBe(false);
  });
});

describe("document types", () => {
  it("recognises PDF, JPEG, PNG and WebP from their first bytes only", () => {
    expect(detectDocumentType(PDF)).toBe("pdf");
    expect(detectDocumentType(PNG)).toBe("png");
    expect(detectDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectDocumentType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(detectDocumentType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectDocumentType(new TextEncoder().encode("MZ executable"))).toBeNull();
  });
});

describe("honeypot", () => {
  it("is filled only by something other than blanks", () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled("   ")).toBe(false);
    expect(isHoneypotFilled("https://spam.example")).toBe(true);
    expect(isHoneypotFilled(["x"])).toBe(true);
  });

  it("is part of the contact schema, which still validates the real fields", () => {
    const base = { name: "Julie", email: "julie@exemple.fr", subject: "Question", message: "Bonjour, une question.", consent: true };
    expect(contactMessageSchema.parse({ ...base, [HONEYPOT_FIELD]: "robot" })[HONEYPOT_FIELD]).toBe("robot");
    const refused = contactMessageSchema.safeParse({ ...base, consent: false });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([CONTACT_MESSAGES.consentRequired]);
  });
});
