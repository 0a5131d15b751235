import "server-only";

/** Hop-by-hop and recomputed headers: never copied across the forward. */
const REQUEST_DROP = ["host", "connection", "content-length", "keep-alive", "transfer-encoding"];
// fetch() has already decoded the body: its encoding and length no longer apply.
const RESPONSE_DROP = ["content-encoding", "content-length", "connection", "keep-alive", "transfer-encoding"];

/**
 * The /api seam when PLATFORM_API_URL is set: the browser's API calls (same-origin /api/…) go to
 * that platform too, so one setting swaps the whole platform (server reads, browser reads and
 * writes, images). Method, path, query, headers (cookies included) and body are passed as they
 * are; the answer comes back as the platform sent it (Set-Cookie included).
 */
export async function forwardToPlatform(request: Request, platformUrl: string): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${platformUrl}${incoming.pathname}${incoming.search}`;
  const headers = new Headers(request.headers);
  for (const name of REQUEST_DROP) headers.delete(name);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const response = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: "manual",
  });
  const answer = new Headers(response.headers);
  for (const name of RESPONSE_DROP) answer.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: answer });
}
