import { z } from "zod";
import { pageContentSchema, type PageContent } from "@/lib/schemas/cms";
import { sitePageSchema } from "@/lib/schemas/site";
import { adminPageSchema } from "./pages";

/**
 * The builder's layout calls (docs/builder.md "Layouts, drafts, publish"; docs/api.md "Admin —
 * layouts"): inputs and answers, shared by the routes, the services, the browser client and tests.
 */

const id = z.number().int().positive();
const isoDate = z.iso.datetime({ offset: true });
const hash = z.string().regex(/^[0-9a-f]{64}$/, { error: "Empreinte invalide (sha256 en hexadécimal)." });
/** Content as stored and answered (validated and sanitised on write). */
const storedContent = z.custom<PageContent>((value) => typeof value === "object" && value !== null && Array.isArray((value as { blocks?: unknown }).blocks), {
  error: "Contenu de page invalide.",
});

/** Who published a layout; null when unknown (seeded content, deleted account). */
export const layoutAuthorSchema = z
  .object({ id: id.nullable(), firstname: z.string().nullable(), lastname: z.string().nullable() })
  .nullable();
export type LayoutAuthor = z.infer<typeof layoutAuthorSchema>;

/** A published version of a page (a row of page_layouts). */
export const pageLayoutSchema = z.object({
  id,
  hash,
  cms: storedContent,
  author: layoutAuthorSchema,
  createdAt: isoDate,
  restoredFrom: id.nullable(),
});
export type PageLayout = z.infer<typeof pageLayoutSchema>;

/**
 * One editor's unpublished work on a page. `baseLayoutHash`: the hash of the layout it started from,
 * what the editor sends to the hash check before publishing (null when there is no base or its
 * revision was pruned).
 */
export const pageDraftSchema = z.object({
  cms: storedContent,
  baseLayoutId: id.nullable(),
  baseLayoutHash: hash.nullable(),
  updatedAt: isoDate,
  /** +1 on every save: the next save sends it back as `draftVersion` (409 when another tab saved). */
  version: id,
});
export type PageDraft = z.infer<typeof pageDraftSchema>;

/** GET /admin/page/{idPage}/layout */
export const pageLayoutAnswerSchema = z.object({
  page: sitePageSchema,
  layout: pageLayoutSchema,
  draft: pageDraftSchema.nullable(),
});
export type PageLayoutAnswer = z.infer<typeof pageLayoutAnswerSchema>;

/** GET /admin/page/{idPage}/draft */
export const pageDraftAnswerSchema = pageDraftSchema.nullable();

/** 409 CONFLICT `data.current`: the version now published. */
export const currentLayoutSchema = z.object({
  id,
  hash,
  author: layoutAuthorSchema,
  createdAt: isoDate,
});
export type CurrentLayout = z.infer<typeof currentLayoutSchema>;
export const layoutConflictDataSchema = z.object({ current: currentLayoutSchema });
export type LayoutConflictData = z.infer<typeof layoutConflictDataSchema>;

/** POST …/hash/check (200) */
export const hashCheckAnswerSchema = z.object({ current: z.literal(true), layout: currentLayoutSchema });

/** POST …/publish and …/restore (201) */
export const publishAnswerSchema = z.object({ layout: pageLayoutSchema });

/** POST /admin/page/{idPage}/copy (201): the new page, its first layout and where to edit it. */
export const pageCopyAnswerSchema = z.object({
  page: adminPageSchema,
  layout: pageLayoutSchema,
  editPath: z.string().startsWith("/"),
});
export type PageCopyAnswer = z.infer<typeof pageCopyAnswerSchema>;

/** PUT …/preview: where to see the draft, and the draft's new version. */
export const previewAnswerSchema = z.object({ previewPath: z.string().startsWith("/"), draftVersion: id });

/** The French message of the 409 answered to a save naming another version than the stored one. */
export const DRAFT_CONFLICT_MESSAGE = "Ce brouillon a été modifié dans un autre onglet ou une autre fenêtre.";
/** 409 CONFLICT `data` of a refused draft save: the version now stored (null when a concurrent first save won). */
export const draftConflictDataSchema = z.object({ draftVersion: id.nullable() });
export type DraftConflictData = z.infer<typeof draftConflictDataSchema>;

/** GET /admin/page/{idPage}/layouts: the revisions, newest first. */
export const layoutRevisionSchema = z.object({
  id,
  hash,
  author: layoutAuthorSchema,
  createdAt: isoDate,
  current: z.boolean(),
  restoredFrom: id.nullable(),
});
export const layoutRevisionListSchema = z.array(layoutRevisionSchema);
export type LayoutRevision = z.infer<typeof layoutRevisionSchema>;

/** GET /admin/session: the admin behind the request's session. */
export const adminSessionSchema = z.object({
  id,
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  role: z.enum(["ADMIN", "SUPER_ADMIN"]),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

// ---------- inputs ----------

/** The version of the draft the editor last saw (`version` of the draft answers). */
const draftVersion = z.number({ error: "La version du brouillon doit être un entier positif." }).int().positive();

/** `draftVersion`: absent only for a first save (no draft stored yet). */
export const draftInputSchema = z.strictObject({
  cms: pageContentSchema,
  baseLayoutId: id.nullable(),
  draftVersion: draftVersion.optional(),
});
export type DraftInput = z.input<typeof draftInputSchema>;

export const publishInputSchema = z.strictObject({ cms: pageContentSchema });
export type PublishInput = z.input<typeof publishInputSchema>;

/** POST /admin/page/{idPage}/copy: the content the copy holds (the caller's draft). */
export const copyInputSchema = publishInputSchema;

export const HASH_CHECK_MESSAGES = {
  neither: "Indiquez le contenu de la version de départ (html) ou son empreinte (hash).",
  both: "Indiquez le contenu (html) ou l'empreinte (hash), pas les deux.",
} as const;

/** The version an editor started from, named by its hash or by its content (hashed by lib/domain/page-hash.ts). */
export type LayoutBase = { hash: string } | { html: PageContent };

/**
 * POST …/hash/check: the version the editor started from, as its content (`html`, SPEC §7: the
 * page's content as the layout holds it) or as its hash — one of the two.
 */
export const hashCheckInputSchema = z
  .strictObject({ hash: hash.optional(), html: storedContent.optional() })
  .transform((input, ctx): LayoutBase => {
    if (input.html !== undefined && input.hash === undefined) return { html: input.html };
    if (input.hash !== undefined && input.html === undefined) return { hash: input.hash };
    ctx.addIssue({ code: "custom", path: ["html"], message: input.hash === undefined ? HASH_CHECK_MESSAGES.neither : HASH_CHECK_MESSAGES.both });
    return z.NEVER;
  });

export const restoreInputSchema = z.strictObject({ baseLayoutId: id });

/** The preview's multipart field `cms`, once parsed from JSON. */
export const previewContentSchema = pageContentSchema;

/** The preview's optional multipart field `draftVersion`, as text ("3"). */
export const previewDraftVersionSchema = z.coerce.number({ error: "La version du brouillon doit être un entier positif." }).int().positive().optional();
