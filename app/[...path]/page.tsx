import type { Metadata } from "next";
import { DynamicPage, dynamicPageMetadata } from "@/components/pages/dynamic-page";

interface Props {
  params: Promise<{ path: string[] }>;
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return dynamicPageMetadata(toPath((await params).path));
}

/** Any other path (SPEC §2 "/*"): the page whose url matches, else 404. */
export default async function CatchAllPage({ params }: Props) {
  return <DynamicPage path={toPath((await params).path)} />;
}
