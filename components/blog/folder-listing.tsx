import { SiteLink } from "@/components/ui/site-link";
import { SiteChrome } from "@/components/site/site-chrome";
import { HAIRLINE, TITLE_FONT_ONLY } from "@/components/blocks/shared/styles";
import { blogPaths, breadcrumbJsonLd, type Crumb } from "@/lib/domain/blog";
import type { BlogFolderContent } from "@/lib/schemas/blog";
import { ArticleGrid } from "./article-card";
import { Breadcrumb } from "./breadcrumb";
import { JsonLd } from "./json-ld";
import { Pagination } from "./pagination";

interface FolderListingProps {
  title: string;
  intro: string;
  content: BlogFolderContent;
  crumbs: Crumb[];
  /** Path of the listing's first page (pagination base). */
  path: string;
  page: number;
  origin: string;
}

/** The blog's home or one folder: breadcrumb, sub-folders, one page of articles, pagination. */
export function FolderListing({ title, intro, content, crumbs, path, page, origin }: FolderListingProps) {
  return (
    <SiteChrome>
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <Breadcrumb crumbs={crumbs} />
        <h1 className={`${TITLE_FONT_ONLY} text-3xl text-heading sm:text-4xl`}>
          {title}
          {page > 1 ? <span className="sr-only"> (page {page})</span> : null}
        </h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg">{intro}</p> : null}
        {content.folders.length > 0 ? (
          <nav aria-label="Dossiers du blog" className="mt-8">
            <ul className="flex flex-wrap gap-3">
              {content.folders.map((folder) => (
                <li key={folder.id}>
                  <SiteLink
                    href={blogPaths.folder(folder)}
                    className={`inline-flex min-h-11 items-center rounded-full ${HAIRLINE} px-4 text-link underline`}
                  >
                    {folder.title}
                    <span className="ml-1 text-sm">({folder.articleCount})</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mt-10">
          {content.blogs.length === 0 ? (
            <p className={`rounded-2xl ${HAIRLINE} p-6 text-center`}>Aucun article pour le moment.</p>
          ) : (
            <ArticleGrid articles={content.blogs} />
          )}
        </div>
        <Pagination base={path} page={page} total={content.total} nbItem={content.pagination.nbItem} />
        <p className="mt-10 text-sm">
          <a className="text-link underline" href={blogPaths.rss}>
            Suivre le blog (flux RSS)
          </a>
        </p>
      </div>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
    </SiteChrome>
  );
}
