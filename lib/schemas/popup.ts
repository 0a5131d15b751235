import { z } from "zod";
import { contentImageSchema } from "./content";

/** A popup of a site (GET /popup/{id}, GET /popup?path=). `content` is sanitised HTML. */
export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: contentImageSchema.nullable(),
  button: z.object({ label: z.string(), url: z.string() }).nullable(),
  /** Page urls ("" = home, "*" = every page). */
  pages: z.array(z.string()),
  /** True: shown at every page load; false: once per visitor (remembered in local storage). */
  showOnEveryLoad: z.boolean(),
});
export type Popup = z.infer<typeof popupSchema>;
export const popupListSchema = z.array(popupSchema);

/** Answer of POST /image/load-svg: the sanitised markup of one of the site's own SVG images. */
export const loadSvgAnswerSchema = z.object({ id: z.number().int(), svg: z.string() });
export const loadSvgSchema = z.object({
  url: z.string({ error: "Indiquez l'adresse de l'image." }).trim().min(1, { error: "Indiquez l'adresse de l'image." }).max(2000, { error: "Adresse trop longue." }),
});
