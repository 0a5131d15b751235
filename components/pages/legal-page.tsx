import type { Metadata } from "next";
import { PackedHtml } from "@/components/ui/packed-html";
import { packMarkup } from "@/components/ui/packed-markup";
import { SiteChrome } from "@/components/site/site-chrome";
import { fillLegalText, LEGAL_PAGES, legalPlaceholderValues, promoteLegalHeadings, type LegalTextKey } from "@/lib/domain/legal-text";
import { readText } from "@/lib/domain/parameter-map";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getSiteContext } from "@/lib/storefront/site-context";

export async function legalPageMetadata(key: LegalTextKey): Promise<Metadata> {
  const { parameters, info } = await getSiteContext();
  const page = LEGAL_PAGES[key];
  const company = readText(parameters, "COMPANY_NAME") ?? info.name;
  return pageMetadata({ title: page.title, description: `${page.title} du site ${company}.`, path: page.path });
}

/** A legal text of the parameters, placeholders filled with the company data, sanitised. */
export async function LegalPage({ textKey }: { textKey: LegalTextKey }) {
  const { parameters, info } = await getSiteContext();
  const page = LEGAL_PAGES[textKey];
  const raw = readText(parameters, textKey);
  const html = raw ? promoteLegalHeadings(sanitizeRichHtml(fillLegalText(raw, legalPlaceholderValues(parameters, info.name)))) : null;
  return (
    <SiteChrome>
      <article className="legal-text mx-auto max-w-3xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <h1 className="mb-8 font-title text-3xl text-heading sm:text-4xl">{page.title}</h1>
        {html ? (
          <PackedHtml className="rich-text" packed={packMarkup(html)} />
        ) : (
          <p>Ce texte n&apos;est pas encore disponible. Pour toute question, contactez-nous.</p>
        )}
      </article>
    </SiteChrome>
  );
}
