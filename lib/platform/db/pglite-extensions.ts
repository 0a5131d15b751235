import "server-only";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/** PostgreSQL extensions the migrations create (0008: unaccent, for the French site search), loaded into every PGlite. */
export const PGLITE_EXTENSIONS = { unaccent };
