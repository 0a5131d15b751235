import "swiper/css";
import { SliderCarousel } from "@/components/ui/slider-carousel";
import { StaticRegion } from "@/components/ui/static-region";
import { SLIDE_CLASS } from "@/components/ui/slider-markup";
import { BlockImage } from "../shared/block-image";
import { CtaLink } from "../shared/cta-link";
import { Heading } from "../shared/heading";
import { ArrowRightIcon } from "../shared/icons";
import { CONTAINER, IMAGE_SCRIM, TEXT_ON_IMAGE, TITLE_FONT_ONLY } from "../shared/styles";
import type { BlockRendererProps, HeadingLevel } from "../types";
import type { Slide, SliderBlockData } from "./schema";

/** One slide: image under a black scrim, white text whatever the theme (4.5:1 over any picture). */
function SlideContent({ slide, priority, level }: { slide: Slide; priority: boolean; level: HeadingLevel }) {
  return (
    <div data-text-on-image="" className={`relative isolate flex h-full items-center overflow-hidden bg-black ${TEXT_ON_IMAGE}`}>
      <BlockImage image={slide.image} priority={priority} className="absolute inset-0 -z-20 h-full w-full object-cover" />
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${IMAGE_SCRIM}`} />
      <div className={`${CONTAINER} pb-24 pt-20 sm:pt-24`}>
        <div className="max-w-3xl">
          <span aria-hidden="true" className="mb-5 block h-1 w-16 rounded-full bg-accent-raw" />
          <Heading level={level} className={`${TITLE_FONT_ONLY} ${TEXT_ON_IMAGE} text-3xl leading-tight text-balance break-words sm:text-4xl md:text-5xl`}>
            {slide.title}
          </Heading>
          {slide.subtitle ? <p className="mt-5 max-w-2xl text-base leading-relaxed sm:text-lg">{slide.subtitle}</p> : null}
          {slide.cta ? (
            <div className="mt-8">
              <CtaLink cta={slide.cta} variant="accent">
                <ArrowRightIcon />
              </CtaLink>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Full-screen hero slider. Every slide is server HTML, so the first one (the LCP image, eager and
 * high priority when `priority`) paints without JS; the SliderCarousel island loads swiper after
 * hydration, and only when there is more than one slide. The slides after the first (lazy images)
 * are static regions: one string each instead of a payload entry per element; the first stays
 * React's, which preloads its image.
 */
export function SliderBlock({ block, priority = false, headingLevel = 2 }: BlockRendererProps<SliderBlockData>) {
  const { slides, fullscreen } = block.props;
  const height = fullscreen ? "h-[100svh] min-h-[28rem]" : "h-[70svh] min-h-[26rem]";
  // Only the first slide may hold the page's h1; the others sit one level below it at most.
  const levelOf = (index: number): HeadingLevel => (index === 0 || headingLevel > 1 ? headingLevel : 2);

  const [first] = slides;
  if (!first) return null;
  if (slides.length === 1) {
    return (
      <section className={`relative ${height}`}>
        <SlideContent slide={first} priority={priority} level={headingLevel} />
      </section>
    );
  }
  return (
    <section aria-roledescription="carrousel" aria-label="Diaporama" className={`relative ${height}`}>
      <SliderCarousel count={slides.length}>
        {slides.map((slide, index) => {
          const Slide = index === 0 ? "div" : StaticRegion;
          return (
            <Slide
              key={`${slide.image.src}-${index}`}
              className={SLIDE_CLASS}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${index + 1} sur ${slides.length}`}
              inert={index !== 0}
            >
              <SlideContent slide={slide} priority={priority && index === 0} level={levelOf(index)} />
            </Slide>
          );
        })}
      </SliderCarousel>
    </section>
  );
}
