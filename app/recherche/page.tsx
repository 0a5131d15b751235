import type { Metadata } from "next";
import { SearchResults } from "@/components/pages/search-results";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";
import { searchSiteContent } from "@/lib/storefront/search-site-content";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function generateMetadata(): Metadata {
  // Result lists are not pages to index (endless combinations); the links in them are followed.
  return pageMetadata({ title: "Recherche", description: "Rechercher dans les pages, actualités et ateliers du site.", path: "/recherche", noIndex: true });
}

/** `/recherche?q=…&page=…`: the site search (SHOW_SEARCHBAR shows its bar in the header). */
export default async function SearchPage(props: Props) {
  await declareSharedRender();
  const params = await props.searchParams;
  const outcome = await searchSiteContent(first(params.q), first(params.page));
  return (
    <SimplePage title="Recherche">
      <SearchResults outcome={outcome} />
    </SimplePage>
  );
}
