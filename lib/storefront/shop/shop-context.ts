import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { readShopSettings, type ShopSettings } from "@/lib/domain/shop/shop-settings";
import { getSiteContext } from "../site-context";

/**
 * Whether the request's site sells online (site info `isECommerce`) and its SHOP parameters, read
 * once per request. A site that does not sell shows no shop UI at all (its /boutique is a 404).
 */
export const getShopContext = cache(async (): Promise<{ enabled: boolean; settings: ShopSettings }> => {
  const { info, parameters } = await getSiteContext();
  return { enabled: info.isECommerce, settings: readShopSettings(parameters) };
});

/** The site context of a page that exists only on shop sites: elsewhere (site 69) the 404 page. */
export async function requireShopSiteContext() {
  const context = await getSiteContext();
  if (!context.info.isECommerce) notFound();
  return context;
}
