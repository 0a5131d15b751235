import { z } from "zod";
import { blogListBlockSchema } from "@/components/blocks/blog-list/schema";
import { callToActionBlockSchema } from "@/components/blocks/call-to-action/schema";
import { contactFormBlockSchema } from "@/components/blocks/contact-form/schema";
import { contactInfoBlockSchema } from "@/components/blocks/contact-info/schema";
import { formBlockSchema } from "@/components/blocks/form/schema";
import { galleryBlockSchema } from "@/components/blocks/gallery/schema";
import { heroBlockSchema } from "@/components/blocks/hero/schema";
import { imageBlockSchema } from "@/components/blocks/image/schema";
import { imageTextBlockSchema } from "@/components/blocks/image-text/schema";
import { mapLinkBlockSchema } from "@/components/blocks/map-link/schema";
import { newsListBlockSchema } from "@/components/blocks/news-list/schema";
import { appointmentBookingBlockSchema } from "@/components/blocks/appointment-booking/schema";
import { newsletterSignupBlockSchema } from "@/components/blocks/newsletter-signup/schema";
import { productsBlockSchema } from "@/components/blocks/products/schema";
import { albumBlockSchema } from "@/components/blocks/album/schema";
import { albumListBlockSchema } from "@/components/blocks/album-list/schema";
import { reviewsBlockSchema } from "@/components/blocks/reviews/schema";
import { servicesListBlockSchema } from "@/components/blocks/services-list/schema";
import { richTextBlockSchema } from "@/components/blocks/rich-text/schema";
import { searchBlockSchema } from "@/components/blocks/search/schema";
import { servicesGridBlockSchema } from "@/components/blocks/services-grid/schema";
import { sliderBlockSchema } from "@/components/blocks/slider/schema";
import { testimonialsBlockSchema } from "@/components/blocks/testimonials/schema";
import { workshopsBlockSchema } from "@/components/blocks/workshops/schema";

/**
 * Typed content of a page (`pages.cms`): an ordered list of blocks.
 * Each block has a stable id (for the editor) and a type-specific `props` object.
 * Each block type's schema lives in its folder (components/blocks/<type>/schema.ts, pure zod) next
 * to its renderer; this module assembles them so the API, the seed and the editor validate the
 * same shape.
 */

export { ctaSchema, imageRefSchema, linkTargetSchema } from "@/components/blocks/shared-schemas";
export {
  blogListBlockSchema,
  callToActionBlockSchema,
  contactInfoBlockSchema,
  galleryBlockSchema,
  heroBlockSchema,
  imageBlockSchema,
  imageTextBlockSchema,
  mapLinkBlockSchema,
  newsListBlockSchema,
  richTextBlockSchema,
  servicesGridBlockSchema,
  sliderBlockSchema,
  testimonialsBlockSchema,
  contactFormBlockSchema,
  formBlockSchema,
  newsletterSignupBlockSchema,
  workshopsBlockSchema,
  searchBlockSchema,
  albumListBlockSchema,
  productsBlockSchema,
};

/** Every block type's schema (`{ type, props }`), once: the union below and the editor read it. */
export const blockTypeSchemas = [
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
  appointmentBookingBlockSchema,
  contactFormBlockSchema,
  formBlockSchema,
  newsletterSignupBlockSchema,
  albumBlockSchema,
  servicesListBlockSchema,
  reviewsBlockSchema,
  blogListBlockSchema,
  workshopsBlockSchema,
  searchBlockSchema,
  albumListBlockSchema,
  productsBlockSchema,
] as const;

export const blockSchema = z.discriminatedUnion("type", blockTypeSchemas).and(z.object({ id: z.string().min(1).max(64) }));

export const pageContentSchema = z.object({
  version: z.literal(1),
  blocks: z.array(blockSchema).max(100),
});

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block["type"];
export type PageContent = z.infer<typeof pageContentSchema>;
/** What a seed or an editor writes before defaults are applied. */
export type PageContentInput = z.input<typeof pageContentSchema>;
