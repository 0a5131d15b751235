import type { BlockType } from "@/lib/schemas/cms";
import { appointmentBookingEditor } from "./appointment-booking/editor";
import { albumEditor } from "./album/editor";
import { albumListEditor } from "./album-list/editor";
import { blogListEditor } from "./blog-list/editor";
import { callToActionEditor } from "./call-to-action/editor";
import { contactFormEditor } from "./contact-form/editor";
import { contactInfoEditor } from "./contact-info/editor";
import type { BlockEditorConfig, BlockInputOf } from "./editor-types";
import { formEditor } from "./form/editor";
import { galleryEditor } from "./gallery/editor";
import { heroEditor } from "./hero/editor";
import { imageEditor } from "./image/editor";
import { imageTextEditor } from "./image-text/editor";
import { mapLinkEditor } from "./map-link/editor";
import { newsListEditor } from "./news-list/editor";
import { newsletterSignupEditor } from "./newsletter-signup/editor";
import { productsEditor } from "./products/editor";
import { reviewsEditor } from "./reviews/editor";
import { richTextEditor } from "./rich-text/editor";
import { searchEditor } from "./search/editor";
import { servicesGridEditor } from "./services-grid/editor";
import { servicesListEditor } from "./services-list/editor";
import { sliderEditor } from "./slider/editor";
import { testimonialsEditor } from "./testimonials/editor";
import { workshopsEditor } from "./workshops/editor";

/**
 * Block type → its editor metadata (admin code only: imported by components/admin). A block
 * type added to the schema without an editor fails to compile.
 */
export const blockEditors: { [T in BlockType]: BlockEditorConfig<T> } = {
  hero: heroEditor,
  slider: sliderEditor,
  richText: richTextEditor,
  image: imageEditor,
  imageText: imageTextEditor,
  gallery: galleryEditor,
  callToAction: callToActionEditor,
  servicesGrid: servicesGridEditor,
  testimonials: testimonialsEditor,
  contactInfo: contactInfoEditor,
  mapLink: mapLinkEditor,
  newsList: newsListEditor,
  appointmentBooking: appointmentBookingEditor,
  contactForm: contactFormEditor,
  form: formEditor,
  newsletterSignup: newsletterSignupEditor,
  album: albumEditor,
  servicesList: servicesListEditor,
  reviews: reviewsEditor,
  blogList: blogListEditor,
  workshops: workshopsEditor,
  search: searchEditor,
  albumList: albumListEditor,
  products: productsEditor,
};

/** The palette, in the registry's order. */
export const blockPalette: ReadonlyArray<BlockEditorConfig<BlockType>> = Object.values(blockEditors) as BlockEditorConfig<BlockType>[];

/** A new block of `type` with its default content and the given id. */
export function createBlock<T extends BlockType>(type: T, id: string): BlockInputOf<T> {
  const config = blockEditors[type] as BlockEditorConfig<T>;
  return { type, props: structuredClone(config.defaults), id } as unknown as BlockInputOf<T>;
}

/** A fresh block id ("b-" + random), unique enough within one page. */
export function newBlockId(): string {
  return `b-${crypto.randomUUID().slice(0, 12)}`;
}
