import "server-only";
import { site69 } from "./site-69";
import { site70 } from "./site-70";
import type { SeedSite } from "./types";

/** The sample sites written on a fresh start: the coaching showcase (69) and a wine shop (70). */
export const SAMPLE_SITES: readonly SeedSite[] = [site69, site70];
