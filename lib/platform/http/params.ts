import "server-only";
import { z } from "zod";

/** A database id in a path: digits only (no 1e2, 0x10 or 1.0), within a 32-bit integer. */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, { error: "L'identifiant doit être un entier positif." })
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, { error: "L'identifiant doit être un entier positif." });

/** A lower-case route key of an element list, e.g. "link-footer". */
export const routeParam = z
  .string()
  .max(64, { error: "Nom de liste trop long." })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "La liste doit être un identifiant en minuscules (ex. link-footer)." });
