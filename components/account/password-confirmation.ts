import { z } from "zod";

export const CONFIRMATION_MISMATCH = "Les deux mots de passe ne sont pas identiques.";

/**
 * A shared schema plus a `confirmation` field that must repeat `field` (the new password). The
 * confirmation exists only in the form: the API receives the password once.
 */
export function withConfirmation<S extends z.ZodType<Record<string, unknown>>>(schema: S, field: keyof z.output<S> & string) {
  return z
    .intersection(schema, z.object({ confirmation: z.string() }))
    .refine((values) => values[field] === values.confirmation, { error: CONFIRMATION_MISMATCH, path: ["confirmation"] });
}
