import "server-only";
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";

type FetchLike = (request: Request) => Response | Promise<Response>;

function requestUrl(config: InternalAxiosRequestConfig): string {
  const url = new URL(`${config.baseURL ?? ""}${config.url ?? ""}`);
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
  }
  return url.toString();
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // not JSON: keep the text
  }
}

/** Axios transport that hands the request to an in-process fetch handler (the Hono app). */
export function inProcessAdapter(handler: FetchLike): AxiosAdapter {
  return async (config) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === "string") headers.set(key, value);
    }
    const method = (config.method ?? "get").toUpperCase();
    const body = method === "GET" || method === "HEAD" ? undefined : (config.data as BodyInit | undefined);
    const response = await handler(new Request(requestUrl(config), { method, headers, body }));
    const valid = config.validateStatus ? config.validateStatus(response.status) : response.ok;
    const raw = Buffer.from(await response.arrayBuffer());
    // Binary answers (images) as axios' Node transport gives them; errors are always envelopes.
    const data = config.responseType === "arraybuffer" && valid ? raw : parseBody(raw.toString("utf8"));
    const result = {
      data,
      status: response.status,
      statusText: response.statusText,
      headers: AxiosHeaders.from(Object.fromEntries(response.headers.entries())),
      config,
      request: null,
    };
    if (valid) return result;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      result,
    );
  };
}
