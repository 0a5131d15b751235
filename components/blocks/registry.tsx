import type { ReactNode } from "react";
import type { Block, BlockType } from "@/lib/schemas/cms";
import { AppointmentBookingBlock } from "./appointment-booking/render";
import { AlbumBlock } from "./album/render";
import { AlbumListBlock } from "./album-list/render";
import { BlogListBlock } from "./blog-list/render";
import { CallToActionBlock } from "./call-to-action/render";
import { ContactFormBlock } from "./contact-form/render";
import { ContactInfoBlock } from "./contact-info/render";
import { FormBlock } from "./form/render";
import { GalleryBlock } from "./gallery/render";
import { HeroBlock } from "./hero/render";
import { ImageBlock } from "./image/render";
import { ImageTextBlock } from "./image-text/render";
import { MapLinkBlock } from "./map-link/render";
import { NewsListBlock } from "./news-list/render";
import { NewsletterSignupBlock } from "./newsletter-signup/render";
import { ProductsBlock } from "./products/render";
import { ReviewsBlock } from "./reviews/render";
import { RichTextBlock } from "./rich-text/render";
import { SearchBlock } from "./search/render";
import { ServicesGridBlock } from "./services-grid/render";
import { ServicesListBlock } from "./services-list/render";
import { SliderBlock } from "./slider/render";
import { TestimonialsBlock } from "./testimonials/render";
import { WorkshopsBlock } from "./workshops/render";
import type { BlockRenderer, HeadingLevel } from "./types";

type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Block type → server renderer. Adding a block type to the schema without a renderer fails to compile. */
export const blockRenderers: { [T in BlockType]: BlockRenderer<BlockOf<T>> } = {
  hero: HeroBlock,
  slider: SliderBlock,
  richText: RichTextBlock,
  image: ImageBlock,
  imageText: ImageTextBlock,
  gallery: GalleryBlock,
  callToAction: CallToActionBlock,
  servicesGrid: ServicesGridBlock,
  testimonials: TestimonialsBlock,
  contactInfo: ContactInfoBlock,
  mapLink: MapLinkBlock,
  newsList: NewsListBlock,
  appointmentBooking: AppointmentBookingBlock,
  contactForm: ContactFormBlock,
  form: FormBlock,
  newsletterSignup: NewsletterSignupBlock,
  album: AlbumBlock,
  servicesList: ServicesListBlock,
  reviews: ReviewsBlock,
  blogList: BlogListBlock,
  workshops: WorkshopsBlock,
  search: SearchBlock,
  albumList: AlbumListBlock,
  products: ProductsBlock,
};

export interface RenderOptions {
  priority: boolean;
  headingLevel: HeadingLevel;
}

/** The renderer element of one parsed block. */
export function renderBlock(block: Block, { priority, headingLevel }: RenderOptions): ReactNode {
  // The map is typed per type; TypeScript cannot correlate `block.type` with its entry, hence the cast.
  const Renderer = blockRenderers[block.type] as BlockRenderer<Block>;
  return <Renderer block={block} priority={priority} headingLevel={headingLevel} />;
}
