import { z } from "zod";
import { DELETE_CONFIRMATION_WORD } from "./texts";

// Typing a word, not the password: DELETE /user takes no password (the session already proves who
// asks), so a password typed here would be checked by nobody. The word guards against a slip.
export const deleteConfirmationSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((value) => value.toUpperCase() === DELETE_CONFIRMATION_WORD, `Saisissez « ${DELETE_CONFIRMATION_WORD} » pour confirmer.`),
});
