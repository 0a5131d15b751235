import type { Metadata } from "next";
import { DynamicPage, dynamicPageMetadata } from "@/components/pages/dynamic-page";
import { isPreviewRequest, PREVIEW_PARAM } from "@/lib/domain/page-preview";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return dynamicPageMetadata("", isPreviewRequest((await searchParams)[PREVIEW_PARAM]));
}

/** Home: the site's HOME page (url ""), rendered from its blocks (`?apercu=1`: an admin's draft). */
export default async function HomePage({ searchParams }: Props) {
  await declareSharedRender();
  return <DynamicPage path="" preview={isPreviewRequest((await searchParams)[PREVIEW_PARAM])} />;
}
