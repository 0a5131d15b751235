/** RSS 2.0 (https://www.rssboard.org/rss-specification) for the blog feed. */

/** Text for XML content or attributes: the five special characters escaped, control characters dropped. */
export function escapeXml(text: string): string {
  return text
    // Characters XML 1.0 forbids.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface RssItem {
  title: string;
  /** Absolute url. */
  link: string;
  description: string;
  /** ISO date-time. */
  publishedAt: string;
  author?: string | null;
  category?: string | null;
}

export interface RssChannel {
  title: string;
  /** Absolute url of the blog. */
  link: string;
  /** Absolute url of the feed itself (atom:link rel="self"). */
  selfLink: string;
  description: string;
  items: readonly RssItem[];
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

export function buildRssFeed(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element("description", item.description),
      element("pubDate", new Date(item.publishedAt).toUTCString()),
      item.author ? element("dc:creator", item.author) : "",
      item.category ? element("category", item.category) : "",
      "</item>",
    ].join(""),
  );
  const lastBuild = channel.items[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    `<atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    element("description", channel.description),
    element("language", "fr-FR"),
    lastBuild ? element("lastBuildDate", new Date(lastBuild).toUTCString()) : "",
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
