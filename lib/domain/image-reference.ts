/**
 * Which stored image an address names (POST /image/load-svg): the image route's SEO path
 * `/images/<id>/<name>.<ext>` or the API path `/api/image/<id>`, relative or on an http(s) URL.
 * Pure parsing: the caller checks that the host is one of the site's own and that the image is
 * the site's; nothing is ever fetched.
 */
export interface ImageReference {
  id: number;
  /** Host name of an absolute URL (lower case), null for a path. */
  host: string | null;
}

const SEO_PATH = /^\/images\/(\d{1,10})\/[^/]+\.[a-z0-9]{2,5}$/i;
const API_PATH = /^\/api\/image\/(\d{1,10})$/;

export function parseImageReference(raw: string): ImageReference | null {
  const value = raw.trim();
  let pathname: string;
  let host: string | null = null;
  if (value.startsWith("/") && !value.startsWith("//")) {
    pathname = value.split(/[?#]/, 1)[0]!;
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password) return null;
    pathname = url.pathname;
    host = url.hostname.toLowerCase().replace(/\.$/, "");
  }
  const match = SEO_PATH.exec(pathname) ?? API_PATH.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? { id, host } : null;
}
