import type { z } from "zod";
import {
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
  type BlockType,
} from "@/lib/schemas/cms";

const schemas: { [T in BlockType]: z.ZodObject } = {
  hero: heroBlockSchema,
  slider: sliderBlockSchema,
  richText: richTextBlockSchema,
  image: imageBlockSchema,
  imageText: imageTextBlockSchema,
  gallery: galleryBlockSchema,
  callToAction: callToActionBlockSchema,
  servicesGrid: servicesGridBlockSchema,
  testimonials: testimonialsBlockSchema,
  contactInfo: contactInfoBlockSchema,
  mapLink: mapLinkBlockSchema,
  newsList: newsListBlockSchema,
};

/** The schema of one block type (`{ type, props }`). */
export function blockSchemaOf(type: BlockType): z.ZodObject {
  return schemas[type];
}
