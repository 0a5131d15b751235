import { CtaLink } from "../shared/cta-link";
import { Heading } from "../shared/heading";
import { ArrowRightIcon } from "../shared/icons";
import { CONTAINER, TITLE_FONT_ONLY } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { CallToActionBlockData } from "./schema";

/** A band in the primary colour with a title, a short text and an accent button. */
export function CallToActionBlock({ block, headingLevel = 2 }: BlockRendererProps<CallToActionBlockData>) {
  const { title, text, cta } = block.props;
  return (
    <section className="my-10 bg-primary text-on-primary sm:my-14">
      <div className={`${CONTAINER} flex flex-col items-center py-12 text-center sm:py-16`}>
        <Heading level={headingLevel} className={`${TITLE_FONT_ONLY} text-inherit text-2xl leading-tight text-balance sm:text-3xl`}>
          {title}
        </Heading>
        {text ? <p className="mt-4 max-w-2xl text-base leading-relaxed sm:text-lg">{text}</p> : null}
        <div className="mt-8">
          <CtaLink cta={cta} variant="accent">
            <ArrowRightIcon />
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
