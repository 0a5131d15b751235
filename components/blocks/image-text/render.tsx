import { RichHtml } from "../rich-text/rich-html";
import { ImageFrame } from "../shared/block-image";
import { CtaLink } from "../shared/cta-link";
import { Heading } from "../shared/heading";
import { ArrowRightIcon } from "../shared/icons";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { ImageTextBlockData } from "./schema";

/** Image beside a title and text; stacked (image first) on small screens. */
export function ImageTextBlock({ block, priority = false, headingLevel = 2 }: BlockRendererProps<ImageTextBlockData>) {
  const { title, html, image, imagePosition, cta } = block.props;
  return (
    <section className={`${CONTAINER} ${SECTION_SPACING}`}>
      <div className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
        <div className={imagePosition === "right" ? "md:order-2" : undefined}>
          <ImageFrame image={image} priority={priority} ratio="3 / 2" sizes="(min-width: 768px) 50vw, 100vw" frameClassName="rounded-2xl shadow-md" />
        </div>
        <div className="min-w-0">
          <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-5`}>
            {title}
          </Heading>
          <RichHtml html={html} />
          {cta ? (
            <div className="mt-7">
              <CtaLink cta={cta} variant="primary">
                <ArrowRightIcon />
              </CtaLink>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
