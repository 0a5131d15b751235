import sanitizeHtml from "sanitize-html";
import { memoizeText } from "./memoize-text";

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

/** Pure, and the same page HTML on every render: each distinct input is sanitised once. */
export const sanitizeRichHtml: (html: string) => string = memoizeText((html) => sanitizeHtml(html, OPTIONS));

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes the entities sanitize-html leaves in text (React escapes text again on render). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : match;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** Plain text of an HTML fragment (previews, meta descriptions), entities decoded; memoised. */
export const htmlToText: (html: string) => string = memoizeText((html) =>
  // Only layout whitespace collapses: French no-break spaces (« », : ;) are kept.
  decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/[ \t\r\n\f\v]+/g, " ")
    .trim(),
);
