import type { Metadata } from "next";
import { DynamicPage, dynamicPageMetadata } from "@/components/pages/dynamic-page";

export function generateMetadata(): Promise<Metadata> {
  return dynamicPageMetadata("");
}

/** Home: the site's HOME page (url ""), rendered from its blocks. */
export default function HomePage() {
  return <DynamicPage path="" />;
}
