import sanitizeHtml from "sanitize-html";

/**
 * Allow-list for HTML written by site owners (rich text blocks, legal texts, news): structure and
 * emphasis only, links limited to http(s), mailto, tel and site paths. Everything else (scripts,
 * styles, event handlers, iframes, javascript: URLs) is dropped. Used on write and on render.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i", "u", "a", "blockquote", "span", "hr", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["scope"], td: ["colspan", "rowspan"]},
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // h1 belongs to the page title: owner headings start at h2.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      const next: Record<string, string> = { ...attribs };
      if (attribs.target === "_blank" || external) {
        next.rel = "noopener noreferrer";
        if (attribs.target !== "_blank") delete next.target;
      } else {
        delete next.target;
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of an HTML fragment (previews, meta descriptions). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
