import type { ReactNode } from "react";
import type { Block, BlockType } from "@/lib/schemas/cms";
import { CallToActionBlock } from "./call-to-action/render";
import { ContactInfoBlock } from "./contact-info/render";
import { GalleryBlock } from "./gallery/render";
import { HeroBlock } from "./hero/render";
import { ImageBlock } from "./image/render";
import { ImageTextBlock } from "./image-text/render";
import { MapLinkBlock } from "./map-link/render";
import { NewsListBlock } from "./news-list/render";
import { RichTextBlock } from "./rich-text/render";
import { ServicesGridBlock } from "./services-grid/render";
import { SliderBlock } from "./slider/render";
import { TestimonialsBlock } from "./testimonials/render";
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
