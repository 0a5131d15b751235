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

/**
 * The page's script nonce (the server's Content-Security-Policy; Next puts it on its scripts). The
 * policy's 'strict-dynamic' trusts scripts added by ours only when they load a file: the owner's
 * inline code needs the nonce to run. Read from the property: browsers blank the attribute.
 */
export function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/** Runs owner-written JavaScript as an inline script. */
export function runInlineScript(code: string, parent: HTMLElement = document.head): void {
  const script = document.createElement("script");
  script.nonce = pageNonce();
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
  const nonce = pageNonce();
  for (const script of Array.from(fragment.querySelectorAll<HTMLScriptElement>("script"))) {
    script.nonce = nonce;
    if (script.src && !script.hasAttribute("async")) script.async = false;
  }
  parent.appendChild(fragment);
}
