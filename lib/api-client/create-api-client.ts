import axios, { type AxiosAdapter, type AxiosInstance } from "axios";
import type { z } from "zod";
import type { Envelope } from "@/lib/domain/envelope";
import { PlatformError, toPlatformError } from "./platform-error";

export interface ApiClientOptions {
  baseURL: string;
  siteId: number;
  /** The user's language (Accept-Language). */
  language?: string;
  /** Token of the logged-in user, read at each call (cookie in the browser). */
  getToken?: () => string | null | undefined;
  /** In-process transport on the server (no HTTP hop). */
  adapter?: AxiosAdapter;
  /** Sent on every call (the server forwards the visitor's address). */
  extraHeaders?: Readonly<Record<string, string>>;
}

/** The one platform client: contract headers on every call, errors as PlatformError. */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    adapter: options.adapter,
    timeout: 15_000,
    // A list repeats its key (`price=gte:10&price=lt:50`, the list grammar of SPEC §7), without brackets.
    paramsSerializer: { indexes: null },
    headers: { ...options.extraHeaders, Accept: "application/json" },
  });
  client.interceptors.request.use((config) => {
    config.headers.set("X-Site-Id", String(options.siteId));
    config.headers.set("Accept-Language", options.language ?? "fr");
    const token = options.getToken?.();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toPlatformError(error)));
  return client;
}

/** GET a platform resource and unwrap the envelope's `data`. */
export async function getData<T>(client: AxiosInstance, url: string, params?: Record<string, unknown>): Promise<T> {
  const response = await client.get<Envelope<T>>(url, { params });
  return response.data.data;
}

/**
 * GET a platform resource and check its `data` against the contract's schema (lib/schemas): an
 * answer of another shape fails here, with the route named, not later in a component.
 */
export async function getParsed<S extends z.ZodType>(
  client: AxiosInstance,
  url: string,
  schema: S,
  params?: Record<string, unknown>,
): Promise<z.output<S>> {
  const data = await getData<unknown>(client, url, params);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new PlatformError(`Réponse inattendue de la plateforme pour ${url}.`, null, parsed.error.issues);
  return parsed.data;
}
