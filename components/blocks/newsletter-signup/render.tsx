import { NewsletterSignupForm } from "@/components/forms/newsletter-signup-form";
import { readBoolean } from "@/lib/domain/parameter-map";
import { getSiteContext } from "@/lib/storefront/site-context";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING, SOFT_SURFACE } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { NewsletterSignupBlockData } from "./schema";

/** A band inviting visitors to the newsletter; nothing when ENABLE_NEWSLETTER is off. */
export async function NewsletterSignupBlock({ block, headingLevel = 2 }: BlockRendererProps<NewsletterSignupBlockData>) {
  const { parameters } = await getSiteContext();
  if (!readBoolean(parameters, "ENABLE_NEWSLETTER", true)) return null;
  const { title, text } = block.props;
  return (
    <section className={`${CONTAINER} ${SECTION_SPACING}`}>
      <div className={`mx-auto max-w-3xl rounded-2xl ${SOFT_SURFACE} p-6 sm:p-8`}>
        <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-3`}>
          {title}
        </Heading>
        {text ? <p className="mb-5 leading-relaxed">{text}</p> : null}
        <NewsletterSignupForm />
      </div>
    </section>
  );
}
