import { z } from "zod";

/**
 * Typed content of a page (`pages.cms`): an ordered list of blocks.
 * Each block has a stable id (for the editor) and a type-specific `props` object.
 * The public-site issue adds renderers and editors per block type; the schema lives here
 * so the API, the seed and the editor validate the same shape.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A link inside the site ("/nous-contacter") or absolute ("https://…"). */
export const linkTargetSchema = z
  .string()
  .max(2048)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/, "Lien invalide");

export const ctaSchema = z.object({ label: text(80), href: linkTargetSchema });

/** An image reference: either a seeded/uploaded image id or a public path. */
export const imageRefSchema = z.object({
  src: z.string().max(2048),
  alt: z.string().max(300),
});

export const heroBlockSchema = z.object({
  type: z.literal("hero"),
  props: z.object({
    title: text(160),
    subtitle: optionalText(400),
    image: imageRefSchema.optional(),
    cta: ctaSchema.optional(),
  }),
});

export const sliderBlockSchema = z.object({
  type: z.literal("slider"),
  props: z.object({
    fullscreen: z.boolean().default(true),
    slides: z
      .array(z.object({ title: text(160), subtitle: optionalText(400), image: imageRefSchema, cta: ctaSchema.optional() }))
      .min(1)
      .max(12),
  }),
});

/** Sanitised HTML (allow-list of tags, see lib/domain/sanitize-html when rendering). */
export const richTextBlockSchema = z.object({
  type: z.literal("richText"),
  props: z.object({ title: optionalText(160), html: z.string().min(1).max(50_000) }),
});

export const imageBlockSchema = z.object({
  type: z.literal("image"),
  props: z.object({ image: imageRefSchema, caption: optionalText(300) }),
});

export const imageTextBlockSchema = z.object({
  type: z.literal("imageText"),
  props: z.object({
    title: text(160),
    html: z.string().min(1).max(20_000),
    image: imageRefSchema,
    imagePosition: z.enum(["left", "right"]).default("left"),
    cta: ctaSchema.optional(),
  }),
});

export const galleryBlockSchema = z.object({
  type: z.literal("gallery"),
  props: z.object({ title: optionalText(160), images: z.array(imageRefSchema).min(1).max(60) }),
});

export const callToActionBlockSchema = z.object({
  type: z.literal("callToAction"),
  props: z.object({ title: text(160), text: optionalText(600), cta: ctaSchema }),
});

export const servicesGridBlockSchema = z.object({
  type: z.literal("servicesGrid"),
  props: z.object({
    title: optionalText(160),
    items: z
      .array(z.object({ title: text(160), summary: text(400), href: linkTargetSchema, image: imageRefSchema.optional() }))
      .min(1)
      .max(12),
  }),
});

export const testimonialsBlockSchema = z.object({
  type: z.literal("testimonials"),
  props: z.object({
    title: optionalText(160),
    items: z.array(z.object({ quote: text(1000), author: text(120), role: optionalText(120) })).min(1).max(20),
  }),
});

/** Opening hours and company contact, read from the site parameters at render time. */
export const contactInfoBlockSchema = z.object({
  type: z.literal("contactInfo"),
  props: z.object({ title: optionalText(160), showOpeningHours: z.boolean().default(true) }),
});

export const mapLinkBlockSchema = z.object({
  type: z.literal("mapLink"),
  props: z.object({ title: optionalText(160), address: text(300), label: text(80) }),
});

export const newsListBlockSchema = z.object({
  type: z.literal("newsList"),
  props: z.object({ title: optionalText(160), nbItem: z.number().int().min(1).max(24).default(3) }),
});

export const blockSchema = z
  .discriminatedUnion("type", [
    heroBlockSchema,
    sliderBlockSchema,
    richTextBlockSchema,
    imageBlockSchema,
    imageTextBlockSchema,
    galleryBlockSchema,
    callToActionBlockSchema,
    servicesGridBlockSchema,
    testimonialsBlockSchema,
    contactInfoBlockSchema,
    mapLinkBlockSchema,
    newsListBlockSchema,
  ])
  .and(z.object({ id: z.string().min(1).max(64) }));

export const pageContentSchema = z.object({
  version: z.literal(1),
  blocks: z.array(blockSchema).max(100),
});

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block["type"];
export type PageContent = z.infer<typeof pageContentSchema>;
/** What a seed or an editor writes before defaults are applied. */
export type PageContentInput = z.input<typeof pageContentSchema>;
