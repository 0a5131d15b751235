import "server-only";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "@/lib/platform/api-error";

/** Request bodies of the JSON routes: far above any form of the contract, far below harm. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** Bodies carrying a whole page's content (builder drafts, previews, publishes, hash checks). */
export const PAGE_CONTENT_BODY_LIMIT_BYTES = 512 * 1024;

/** Bodies of a form answer with its files (lib/schemas/forms.ts MAX_FORM_FILE_BYTES each). */
export const FORM_ANSWER_BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/** Adding a customized product to the cart (multipart): three files of CUSTOMIZATION_FILE_MAX_BYTES (5 Mio) and the fields. */
export const CART_PRODUCT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** Checking one customization file (multipart): one file of 5 Mio and the part headers. */
export const CUSTOMIZATION_FILE_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * Routes allowed a bigger body (uploads): Hono path pattern → bytes. Registered before the
 * default in createApp, the first limit that applies to a request is the one kept. `streamed`:
 * the route meters its body itself as it reads it (upload budgets counted before the bytes are
 * read), so a chunked body is limited while the route reads it instead of being read here first.
 */
export const LARGER_BODY_LIMITS: readonly { path: string; maxBytes: number; streamed?: boolean }[] = [
  // Media library upload (multipart): an image of 10 Mio at most (MAX_IMAGE_BYTES).
  { path: "/admin/image", maxBytes: 10 * 1024 * 1024 },
  // A page's content (the builder's draft, preview and publish): up to 100 blocks of rich text.
  { path: "/admin/page/:idPage/draft", maxBytes: PAGE_CONTENT_BODY_LIMIT_BYTES },
  { path: "/admin/page/:idPage/layout/:idLayout/preview", maxBytes: PAGE_CONTENT_BODY_LIMIT_BYTES },
  { path: "/admin/page/:idPage/layout/:idLayout/publish", maxBytes: PAGE_CONTENT_BODY_LIMIT_BYTES },
  // The hash check may carry the base version's content (`html`) instead of its hash.
  { path: "/admin/page/:idPage/layout/:idLayout/hash/check", maxBytes: PAGE_CONTENT_BODY_LIMIT_BYTES },
  { path: "/admin/page/:idPage/copy", maxBytes: PAGE_CONTENT_BODY_LIMIT_BYTES },
  // Form answers (multipart): files of 5 Mio at most each (MAX_FORM_FILE_BYTES), two per answer.
  { path: "/forms/:id/submit", maxBytes: FORM_ANSWER_BODY_LIMIT_BYTES },
  { path: "/forms/:id/answer/validate", maxBytes: FORM_ANSWER_BODY_LIMIT_BYTES },
  // Cart: a product with its customization files, and the check of one file (multipart).
  { path: "/cart/:cartId/product/:declinationId", maxBytes: CART_PRODUCT_BODY_LIMIT_BYTES, streamed: true },
  { path: "/product-customization/:id/file/validate", maxBytes: CUSTOMIZATION_FILE_BODY_LIMIT_BYTES, streamed: true },
];

/** "64 Kio", "10 Mio": the limit as the French message shows it. */
export function formatByteSize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} Mio`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} Kio`;
  return `${bytes} octets`;
}

const limited = new WeakSet<Context>();

function tooLarge(maxBytes: number): ApiError {
  return new ApiError("PAYLOAD_TOO_LARGE", `Le contenu envoyé dépasse la taille autorisée (${formatByteSize(maxBytes)}).`);
}

/** The body's declared size, or null when it has none to trust (chunked, or no body). */
export function declaredBodyLength(c: Context): number | null {
  if (!c.req.raw.body || c.req.raw.headers.has("transfer-encoding")) return null;
  const header = c.req.raw.headers.get("content-length");
  if (header === null || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/**
 * Replaces the request's body with one that hands `check` the count of bytes read so far before
 * each chunk goes on; `check` throws (an ApiError) to cut the body, and whoever reads it gets that
 * error. Nothing is read here: the bytes flow only as the route reads them.
 */
export function meterBody(c: Context, check: (bytesSoFar: number) => void | Promise<void>): void {
  const body = c.req.raw.body;
  if (!body) return;
  const reader = body.getReader();
  let total = 0;
  // Pulled only as the reader of the new body asks (no read-ahead: high water mark 0).
  const metered = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        total += value.byteLength;
        try {
          await check(total);
        } catch (error) {
          void reader.cancel(error).catch(() => undefined);
          throw error;
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: metered, duplex: "half" } as RequestInit);
}

/**
 * 413 (envelope, French message) when the body is over `maxBytes`: at once on a declared
 * Content-Length, else while reading a chunked body, which stops past the limit. The handler
 * never runs, except for a `streamed` route: there a chunked body is cut at the limit while the
 * route reads it (the route's own reading then fails with this 413). A request already given a
 * limit by an earlier (more specific) middleware keeps it.
 */
export function limitBody(maxBytes: number, options: { streamed?: boolean } = {}): MiddlewareHandler {
  const check = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });
  return async (c, next) => {
    if (limited.has(c)) return next();
    limited.add(c);
    if (options.streamed && c.req.raw.body && declaredBodyLength(c) === null) {
      meterBody(c, (bytesSoFar) => {
        if (bytesSoFar > maxBytes) throw tooLarge(maxBytes);
      });
      return next();
    }
    return check(c, next);
  };
}
