import { describe, expect, it } from "vitest";
import { adminReviewFormSchema, adminReviewInputSchema } from "@/lib/schemas/reviews";

describe("adminReviewFormSchema (« Ajouter un avis »)", () => {
  it("reads the chosen star as a number and the day as noon UTC, which the server's schema accepts", () => {
    const form = adminReviewFormSchema.parse({ authorFirstname: " Léa ", authorLastname: "", rating: "4", text: "Des séances claires et utiles.", reviewedAt: "2026-03-29" });
    expect(form).toEqual({ authorFirstname: "Léa", authorLastname: "", rating: 4, text: "Des séances claires et utiles.", reviewedAt: "2026-03-29T12:00:00.000Z", isPublished: true });
    expect(adminReviewInputSchema.parse(form)).toEqual(form);
  });

  it("gives a French message per field: no star, no first name, a bad day", () => {
    const result = adminReviewFormSchema.safeParse({ authorFirstname: "", rating: undefined, text: "court", reviewedAt: "29/03/2026" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      authorFirstname: "Le prénom est obligatoire.",
      rating: "Choisissez une note de 1 à 5 étoiles.",
      text: "Votre avis doit compter au moins 10 caractères.",
      reviewedAt: "Indiquez la date de l'avis (AAAA-MM-JJ).",
    });
  });
});
