/** Small DOM helpers to add scripts and HTML after hydration (never in server HTML). */

/** An async <script src>; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`Échec du chargement de ${src}`)), { once: true });
    document.head.appendChild(script);
  });
}

/** A stylesheet; resolves once applied, or failed (an unstyled banner beats no banner). */
export function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.appendChild(link);
  });
}

/** An async third-party <script src> nobody waits for (a blocked tracker must not break the page). */
export function addScript(src: string): void {
  loadScript(src).catch(() => undefined);
}

/** Runs owner-written JavaScript as an inline script. */
export function runInlineScript(code: string, parent: HTMLElement = document.head): void {
  const script = document.createElement("script");
  script.textContent = code;
  parent.appendChild(script);
}

/**
 * Appends owner-written HTML to `parent`. A contextual fragment (unlike innerHTML) keeps its
 * <script> tags runnable; external ones without `async` keep their order, as in a page.
 */
export function appendHtml(html: string, parent: HTMLElement = document.body): void {
  const range = document.createRange();
  range.selectNodeContents(parent);
  const fragment = range.createContextualFragment(html);
  for (const script of Array.from(fragment.querySelectorAll("script[src]"))) {
    if (!script.hasAttribute("async")) (script as HTMLScriptElement).async = false;
  }
  parent.appendChild(fragment);
}
