import { ArticleGrid } from "@/components/blog/article-card";
import { SiteLink } from "@/components/ui/site-link";
import { blogPaths } from "@/lib/domain/blog";
import { isBlogEnabled, loadFolderContent } from "@/lib/storefront/load-blog";
import type { BlogArticleSummary } from "@/lib/schemas/blog";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import { subLevel, type BlockRendererProps } from "../types";
import type { BlogListBlockData } from "./schema";

/** The latest blog articles, linking to the blog; nothing while the blog is off or empty. */
export async function BlogListBlock({ block, headingLevel = 2 }: BlockRendererProps<BlogListBlockData>) {
  const { title, nbItem } = block.props;
  let articles: BlogArticleSummary[];
  try {
    if (!(await isBlogEnabled())) return null;
    articles = (await loadFolderContent(null, 1, nbItem))?.blogs ?? [];
  } catch (error) {
    // A blog outage must not take the whole page down: the block is left out.
    console.error("[blocks] blogList: articles could not be loaded", error);
    return null;
  }
  if (articles.length === 0) return null;
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      <ArticleGrid articles={articles} heading={cardLevel >= 3 ? "h3" : "h2"} />
      <p className="mt-8 text-center">
        <SiteLink href={blogPaths.home} className="text-link underline">
          Tous les articles du blog
        </SiteLink>
      </p>
    </BlockSection>
  );
}
