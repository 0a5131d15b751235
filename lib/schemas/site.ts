import { z } from "zod";
import type { PageContent } from "./cms";
import { countrySchema } from "./content";

/** Answers of the site routes (docs/api.md §2: /site/info, /page). */

export const languageInfoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  deeplCode: z.string().nullable(),
  locale: z.string(),
  isValid: z.boolean(),
  country: countrySchema.nullable(),
});
export type LanguageInfo = z.infer<typeof languageInfoSchema>;

export const siteLogoSchema = z.object({
  id: z.number().int(),
  type: z.enum(["LOGO", "LOGO_FOOTER", "LOGO_DARK_THEME", "LOGO_LIGHT_THEME", "LOGO_FAVICON"]),
  filename: z.string(),
  alt: z.string(),
  /**
   * The image's own size in pixels (null when unknown): the storefront gives it to the <img> so the
   * browser keeps the logo's room before the file arrives (an auto-width logo shifted the menu).
   * Optional for answers recorded before it existed (the mock platform's fixtures).
   */
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
  onlineImage: z.object({
    id: z.number().int(),
    externalId: z.string().nullable(),
    externalType: z.string().nullable(),
    externalPath: z.string(),
    url: z.string(),
  }),
});
export type SiteLogo = z.infer<typeof siteLogoSchema>;

export const siteFontSchema = z.object({
  type: z.enum(["TITLE", "CONTENT", "MENU"]),
  family: z.string(),
  color: z.string().nullable(),
  size: z.number().int(),
  weight: z.number().int(),
  style: z.string(),
});

/** GET /site/info: flags, URLs, fonts, languages and logos (SPEC §3 "Site info"). */
export const siteInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  devUrl: z.string().nullable(),
  prodUrl: z.string().nullable(),
  server: z.string().nullable(),
  domains: z.array(z.string()),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  technicalFileModel: z.string().nullable(),
  dashboardType: z.string(),
  defaultLang: languageInfoSchema.nullable(),
  languages: z.array(languageInfoSchema),
  fonts: z.array(siteFontSchema),
  logos: z.array(siteLogoSchema),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const pageLinkSchema = z
  .object({ type: z.enum(["INTERNAL", "EXTERNAL", "JS"]), url: z.string().nullable(), jsCode: z.string().nullable() })
  .nullable();

/** A node of the page tree (GET /page): the menu, without content. */
export interface MenuPage {
  id: number;
  idParent: number | null;
  order: number;
  url: string;
  title: string;
  menuTitle: string;
  showInMenu: boolean;
  type: "HOME" | "PAGE" | "FOLDER" | "LINK";
  link: z.infer<typeof pageLinkSchema>;
  children: MenuPage[];
}

/** The fields every page answer has (the menu tree and GET /page/{id}). */
const pageFieldsSchema = z.object({
  id: z.number().int(),
  idParent: z.number().int().nullable(),
  order: z.number().int(),
  url: z.string(),
  title: z.string(),
  menuTitle: z.string(),
  showInMenu: z.boolean(),
  type: z.enum(["HOME", "PAGE", "FOLDER", "LINK"]),
  link: pageLinkSchema,
});

export const menuPageSchema: z.ZodType<MenuPage> = pageFieldsSchema.extend({
  get children() {
    return z.array(menuPageSchema);
  },
});
export const pageTreeSchema = z.array(menuPageSchema);

/**
 * GET /page/{id}: one page with its content. The blocks are not checked here: the renderer
 * validates each block on its own and skips an invalid one (one bad block never blanks a page).
 */
export const sitePageSchema = pageFieldsSchema.extend({
  metaDescription: z.string(),
  isText: z.boolean(),
  cms: z.custom<PageContent>((value) => typeof value === "object" && value !== null && Array.isArray((value as { blocks?: unknown }).blocks), {
    error: "Contenu de page invalide.",
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** GET /page-redirect?path=…: the current url of the page an old url leads to, or null. */
export const pageRedirectSchema = z.object({ url: z.string() }).nullable();

/**
 * GET /site/resolve?host=…: the site a host name belongs to (its domains), `host` as looked up
 * (lower case, no port, no trailing dot); `siteId` null when no site has it (the storefront then
 * shows its SITE_ID).
 */
export const siteResolutionSchema = z.object({
  host: z.string(),
  siteId: z.number().int().positive().nullable(),
});
export type SiteResolution = z.infer<typeof siteResolutionSchema>;
