"use client";
import Cookies from "js-cookie";
import type { AxiosInstance } from "axios";
import { readLocale, SITE_LOCALE } from "@/lib/domain/locale-cookie";
import { createApiClient } from "./create-api-client";

let client: AxiosInstance | null = null;

/**
 * The platform client in the browser: same-origin /api, site id from <html data-site-id>
 * (set by the root layout: the site of the page's host), token from the `token` cookie when readable,
 * the user language header from the `locale` cookie (lib/domain/locale-cookie.ts).
 */
export function getBrowserApi(): AxiosInstance {
  if (client) return client;
  const siteId = Number(document.documentElement.dataset.siteId);
  client = createApiClient({
    baseURL: "/api",
    siteId: Number.isInteger(siteId) && siteId > 0 ? siteId : 0,
    language: readLocale(document.cookie) ?? SITE_LOCALE,
    getToken: () => Cookies.get("token"),
  });
  return client;
}
