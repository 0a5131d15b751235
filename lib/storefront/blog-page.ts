import "server-only";
import type { Metadata } from "next";
import { blogPaths } from "@/lib/domain/blog";
import { readText } from "@/lib/domain/parameter-map";
import { getRequestOrigin } from "./request-origin";
import { getSiteContext } from "./site-context";

/** What the blog and news pages need besides their content: origin (absolute urls) and publisher. */
export async function getPublisher(): Promise<{ origin: string; name: string; logoUrl: string | null }> {
  const { info, parameters } = await getSiteContext();
  const logo = info.logos.find((l) => l.type === "LOGO");
  return {
    origin: await getRequestOrigin(info.url),
    name: readText(parameters, "COMPANY_NAME") ?? info.name,
    logoUrl: logo?.onlineImage.url ?? null,
  };
}

/** A numeric path id (1…999999999), or null (a 404). */
export function parsePathId(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** Blog page metadata with the feed announced (<link rel="alternate" type="application/rss+xml">). */
export function withRssFeed(metadata: Metadata): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: blogPaths.rss, title: "Flux RSS du blog" }] } } };
}
