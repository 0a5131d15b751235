import type { Metadata } from "next";
import { DynamicPage, dynamicPageMetadata } from "@/components/pages/dynamic-page";
import { isPreviewRequest, PREVIEW_PARAM } from "@/lib/domain/page-preview";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function toPath(segments: string[]): string {
  return segments
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return dynamicPageMetadata(toPath((await params).path), isPreviewRequest((await searchParams)[PREVIEW_PARAM]));
}

/** Any other path (SPEC §2 "/*"): the page whose url matches, else 404. */
export default async function CatchAllPage({ params, searchParams }: Props) {
  await declareSharedRender();
  return <DynamicPage path={toPath((await params).path)} preview={isPreviewRequest((await searchParams)[PREVIEW_PARAM])} />;
}
