import { z } from "zod";
import { isHttpUrl } from "@/lib/domain/links";
import {
  META_DESCRIPTION_MAX_LENGTH,
  normalizePageUrl,
  pageUrlError,
  isSitePath,
} from "@/lib/domain/page-url";
import { pageLinkSchema } from "@/lib/schemas/site";

/**
 * Pages and menu (issue 9): the inputs of POST /admin/page and PUT /admin/page/{idPage} (one
 * schema, used by the server and by the pages panel's form through zodResolver), the tree order
 * of PUT /admin/pages/tree, and the answers. Messages are French.
 */

export const PAGE_TITLE_MAX_LENGTH = 120;
export const MENU_TITLE_MAX_LENGTH = 60;
export const LINK_URL_MAX_LENGTH = 2000;
export const JS_CODE_MAX_LENGTH = 2000;

export const PAGE_TYPES = ["HOME", "PAGE", "FOLDER", "LINK"] as const;
/** Types an admin may give a page (the home page is the site's own). */
export const EDITABLE_PAGE_TYPES = ["PAGE", "FOLDER", "LINK"] as const;
export const LINK_TYPES = ["INTERNAL", "EXTERNAL", "JS"] as const;

/** A link page's target. INTERNAL: a site path; EXTERNAL: http(s) only; JS: code (see docs/api.md). */
export const pageLinkInputSchema = z
  .object({
    type: z.enum(LINK_TYPES, { error: "Choisissez le type de lien." }),
    url: z.string().trim().max(LINK_URL_MAX_LENGTH, { error: `Le lien est trop long (${LINK_URL_MAX_LENGTH} caractères au plus).` }).default(""),
    jsCode: z.string().trim().max(JS_CODE_MAX_LENGTH, { error: `Le script est trop long (${JS_CODE_MAX_LENGTH} caractères au plus).` }).default(""),
  })
  .superRefine((link, ctx) => {
    if (link.type === "INTERNAL" && !isSitePath(link.url)) {
      ctx.addIssue({ code: "custom", path: ["url"], message: "Indiquez une adresse du site commençant par « / » (par exemple « /nous-contacter »)." });
    }
    if (link.type === "EXTERNAL" && !isHttpUrl(link.url)) {
      ctx.addIssue({ code: "custom", path: ["url"], message: "Indiquez une adresse complète commençant par « https:// » ou « http:// »." });
    }
    if (link.type === "JS" && link.jsCode === "") {
      ctx.addIssue({ code: "custom", path: ["jsCode"], message: "Le script est obligatoire pour un lien de type script." });
    }
  })
  .transform((link) => ({
    type: link.type,
    url: link.type === "JS" ? null : link.url,
    jsCode: link.type === "JS" ? link.jsCode : null,
  }));

/**
 * A page's editable fields (POST /admin/page, PUT /admin/page/{idPage}: PUT replaces them all,
 * a missing field takes its default). `url` "" on creation: generated from the title (and the
 * parent's url), made unique with « -2 », « -3 »…; a typed url must be free (409 otherwise).
 */
const pageFieldsSchema = z
  .strictObject({
    title: z
      .string({ error: "Le titre est obligatoire." })
      .trim()
      .min(1, { error: "Le titre est obligatoire." })
      .max(PAGE_TITLE_MAX_LENGTH, { error: `Le titre est trop long (${PAGE_TITLE_MAX_LENGTH} caractères au plus).` }),
    menuTitle: z
      .string()
      .trim()
      .max(MENU_TITLE_MAX_LENGTH, { error: `Le titre du menu est trop long (${MENU_TITLE_MAX_LENGTH} caractères au plus).` })
      .default(""),
    url: z
      .string()
      .transform(normalizePageUrl)
      .superRefine((url, ctx) => {
        const error = url === "" ? null : pageUrlError(url);
        if (error) ctx.addIssue({ code: "custom", message: error });
      })
      .default(""),
    metaDescription: z
      .string()
      .trim()
      .max(META_DESCRIPTION_MAX_LENGTH, { error: `La description est trop longue (${META_DESCRIPTION_MAX_LENGTH} caractères au plus).` })
      .default(""),
    showInMenu: z.boolean({ error: "Indiquez si la page est dans le menu." }).default(true),
    idParent: z.number({ error: "Page parente invalide." }).int().positive().nullable().default(null),
    type: z.enum(EDITABLE_PAGE_TYPES, { error: "Type de page invalide." }).default("PAGE"),
    link: pageLinkInputSchema.nullable().default(null),
  })
  .superRefine((page, ctx) => {
    if (page.type === "LINK" && !page.link) ctx.addIssue({ code: "custom", path: ["link", "type"], message: "Choisissez le type de lien." });
  })
  .transform((page) => ({ ...page, link: page.type === "LINK" ? page.link : null }));

/** The link of a page that is not a link page is ignored (the form keeps its fields hidden). */
function dropUnusedLink(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const page = value as Record<string, unknown>;
  return page.type === "LINK" ? page : { ...page, link: null };
}

export const pageInputSchema = z.preprocess(dropUnusedLink, pageFieldsSchema);
export type PageInput = z.output<typeof pageFieldsSchema>;

/** The pages panel's form values (what pageInputSchema reads). */
export interface PageFormValues {
  title: string;
  menuTitle: string;
  url: string;
  metaDescription: string;
  showInMenu: boolean;
  idParent: number | null;
  type: (typeof EDITABLE_PAGE_TYPES)[number];
  link: { type: (typeof LINK_TYPES)[number]; url: string; jsCode: string } | null;
}

/** PUT /admin/pages/tree: every page of the site with its parent and order. */
export const pageTreeInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        idParent: z.number().int().positive().nullable(),
        order: z.number().int().min(0).max(100_000),
      }),
      { error: "La liste des pages est obligatoire." },
    )
    .min(1, { error: "La liste des pages est vide." })
    .max(2000, { error: "Trop de pages." }),
});
export type PageTreeInput = z.infer<typeof pageTreeInputSchema>;

/** DELETE /admin/page/{idPage}?children=move|delete. */
export const deletePageQuerySchema = z.object({
  children: z.enum(["move", "delete"], { error: "« children » vaut « move » ou « delete »." }).optional(),
});
export type ChildrenChoice = NonNullable<z.infer<typeof deletePageQuerySchema>["children"]>;

/** A page as the admin calls answer it: every field, hidden pages included. */
export const adminPageSchema = z.object({
  id: z.number().int(),
  idParent: z.number().int().nullable(),
  order: z.number().int(),
  url: z.string(),
  title: z.string(),
  menuTitle: z.string(),
  metaDescription: z.string(),
  showInMenu: z.boolean(),
  type: z.enum(PAGE_TYPES),
  link: pageLinkSchema,
  layoutId: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export type AdminPageNode = AdminPage & { children: AdminPageNode[] };
/** GET /admin/pages: the whole tree, children sorted by order. */
export const adminPageNodeSchema: z.ZodType<AdminPageNode> = adminPageSchema.extend({
  get children() {
    return z.array(adminPageNodeSchema);
  },
});
export const adminPageTreeSchema = z.array(adminPageNodeSchema);

/** DELETE /admin/page/{idPage}: the pages deleted and the children moved up. */
export const deletePageResultSchema = z.object({
  deleted: z.array(z.number().int()),
  moved: z.array(z.number().int()),
});
export type DeletePageResult = z.infer<typeof deletePageResultSchema>;

/** 409 of DELETE without a choice: how many children the page has. */
export const deletePageConflictSchema = z.object({ children: z.number().int() });

/** pageInputSchema typed for react-hook-form (its preprocess step reads the form's values). */
export const pageFormSchema = pageInputSchema as unknown as z.ZodType<PageInput, PageFormValues>;
