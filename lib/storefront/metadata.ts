import "server-only";
import type { Metadata } from "next";
import { readText } from "@/lib/domain/parameter-map";
import { getRequestOrigin } from "./request-origin";
import type { SiteContext } from "./types";

/** Site-wide metadata: base URL, title template, favicon, Open Graph defaults. */
export async function siteMetadataBase(context: SiteContext): Promise<Metadata> {
  const { info, parameters } = context;
  const siteName = readText(parameters, "COMPANY_NAME") ?? info.name;
  const favicon = info.logos.find((l) => l.type === "LOGO_FAVICON");
  const logo = info.logos.find((l) => l.type === "LOGO");
  return {
    metadataBase: new URL(await getRequestOrigin(info.url)),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: readText(parameters, "HOME_META_DESCRIPTION") ?? undefined,
    icons: favicon ? { icon: [{ url: favicon.onlineImage.url, type: favicon.filename.endsWith(".svg") ? "image/svg+xml" : undefined }] } : undefined,
    openGraph: {
      siteName,
      locale: "fr_FR",
      type: "website",
      images: logo ? [{ url: logo.onlineImage.url, alt: logo.alt }] : undefined,
    },
    formatDetection: { telephone: false },
  };
}

export interface PageMetadataInput {
  /** Page title; the site name is appended by the template. null = the site name alone (home). */
  title: string | null;
  description: string | null;
  /** Path of the page, e.g. "/nous-contacter". */
  path: string;
  image?: { url: string; alt: string } | null;
  noIndex?: boolean;
}

/** Per-page metadata: title, description, canonical URL and Open Graph. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const title = input.title ?? undefined;
  const description = input.description ?? undefined;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical: input.path },
    openGraph: {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      url: input.path,
      ...(input.image ? { images: [{ url: input.image.url, alt: input.image.alt }] } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
