/**
 * The hash of a page's content (page_layouts.hash): sha256, hex, of its canonical JSON. Canonical =
 * object keys sorted, `undefined` members left out (as JSON.stringify does), arrays in order, so the
 * same content gives the same hash whatever the key order (PostgreSQL's jsonb reorders keys) and
 * wherever it is computed: the server and the browser both use Web Crypto (SubtleCrypto).
 */

/** JSON text of `value` with every object's keys sorted (code point order). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    // Non-finite numbers become null, as in JSON.stringify.
    return JSON.stringify(value) ?? "null";
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return canonicalJson((value as { toJSON: () => unknown }).toJSON());
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined || typeof item === "function" ? "null" : canonicalJson(item))).join(",")}]`;
  }
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(item)}`);
  }
  return `{${members.join(",")}}`;
}

/** sha256 of a text, lower-case hex (Web Crypto: Node ≥ 20 and every browser in a secure context). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The hash of a page's content, as stored in page_layouts.hash. */
export function hashPageContent(cms: unknown): Promise<string> {
  return sha256Hex(canonicalJson(cms));
}

/** A sha256 hex digest (64 lower-case hex digits). */
export const PAGE_HASH_PATTERN = /^[0-9a-f]{64}$/;
