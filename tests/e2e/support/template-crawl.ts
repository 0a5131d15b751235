import type { Page } from "@playwright/test";

/** Paths a crawl of the public site does not open as pages: the API, files, feeds. */
const NOT_A_PAGE = /^\/(api|images|_next|fonts)\/|\.(xml|txt|svg|png|jpe?g|webp|ico|css|js|woff2|pdf)$/;

/** `href` as a path of `origin` to open as a page ("/blog?page=2"), or null (elsewhere, a file, a fragment of this page). */
export function crawlablePath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NOT_A_PAGE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The paths of a sitemap.xml's entries (whatever origin they name: the site's own host). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
}

/** The links of the page shown, as paths to crawl. */
export async function linkedPaths(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  return hrefs.map((href) => crawlablePath(href, origin)).filter((path): path is string => path !== null);
}

/**
 * Everything that went wrong while `page` showed one page: console errors, uncaught errors,
 * answers of 500 and more, and any other failed answer but the page's own expected status.
 */
export function watchPageProblems(page: Page): { problems: string[]; expectDocumentStatus: (url: string, status: number) => void } {
  const problems: string[] = [];
  let document = { url: "", status: 200 };
  const isOwnExpectedAnswer = (url: string, status: number) => url === document.url && status === document.status;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const location = message.location().url;
    // Chromium logs the page's own 404 as a failed resource: the 404 page answers 404 on purpose.
    if (document.status !== 200 && location === document.url && message.text().includes(`status of ${document.status}`)) return;
    problems.push(`${document.url} — console : ${message.text()} (${location})`);
  });
  page.on("pageerror", (error) => problems.push(`${document.url} — erreur : ${error.message}`));
  page.on("response", (response) => {
    const status = response.status();
    if (status >= 500 || (status >= 400 && !isOwnExpectedAnswer(response.url(), status))) problems.push(`${document.url} — ${status} : ${response.url()}`);
  });
  return {
    problems,
    expectDocumentStatus: (url, status) => {
      document = { url, status };
    },
  };
}
