import { BlockImage } from "../shared/block-image";
import { CtaLink } from "../shared/cta-link";
import { Heading } from "../shared/heading";
import { ArrowRightIcon } from "../shared/icons";
import { CONTAINER, IMAGE_SCRIM, TEXT_ON_IMAGE, TITLE_FONT_ONLY } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { HeroBlockData } from "./schema";

/**
 * Full-width banner. With an image, white text sits on a black scrim (4.5:1 whatever the picture
 * and the theme); without one, on the primary colour. The box has a fixed
 * minimum height and the image fills it, so nothing moves when the image arrives.
 */
export function HeroBlock({ block, priority = false, headingLevel = 2 }: BlockRendererProps<HeroBlockData>) {
  const { title, subtitle, image, cta } = block.props;
  const onImage = Boolean(image);
  return (
    <section
      data-text-on-image={onImage ? "" : undefined}
      className={`relative isolate flex min-h-[26rem] items-center overflow-hidden sm:min-h-[30rem] md:min-h-[34rem] ${
        onImage ? `bg-black ${TEXT_ON_IMAGE}` : "bg-primary text-on-primary"
      }`}
    >
      {image ? (
        <>
          <BlockImage image={image} priority={priority} className="absolute inset-0 -z-20 h-full w-full object-cover" />
          <div aria-hidden="true" className={`absolute inset-0 -z-10 ${IMAGE_SCRIM}`} />
        </>
      ) : null}
      <div className={`${CONTAINER} py-20 sm:py-24`}>
        <div className="max-w-3xl">
          <span aria-hidden="true" className="mb-5 block h-1 w-16 rounded-full bg-accent-raw" />
          <Heading
            level={headingLevel}
            className={`${TITLE_FONT_ONLY} text-inherit text-3xl leading-tight text-balance break-words sm:text-4xl md:text-5xl`}
          >
            {title}
          </Heading>
          {subtitle ? <p className="mt-5 max-w-2xl text-base leading-relaxed sm:text-lg">{subtitle}</p> : null}
          {cta ? (
            <div className="mt-8">
              <CtaLink cta={cta} variant="accent">
                <ArrowRightIcon />
              </CtaLink>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
