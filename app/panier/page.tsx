import type { Metadata } from "next";
import { CartView } from "@/components/shop/cart/cart-view";
import { SiteChrome } from "@/components/site/site-chrome";
import { readShopSettings } from "@/lib/domain/shop/shop-settings";
import { pageMetadata } from "@/lib/storefront/metadata";
import { requireShopSiteContext } from "@/lib/storefront/shop/shop-context";
import { declareSharedRender } from "@/lib/storefront/shared-render";


export async function generateMetadata(): Promise<Metadata> {
  await requireShopSiteContext();
  return pageMetadata({
    title: "Mon panier",
    description: "Les articles de votre panier, leurs quantités et le total de votre commande.",
    path: "/panier",
    noIndex: true,
  });
}

/**
 * The cart page (issue 11): the visitor's cart lives in the browser (its id in local storage), so
 * the server renders the frame and the shop parameters; the lines come from the cart store.
 */
export default async function CartPage() {
  await declareSharedRender();
  const { parameters } = await requireShopSiteContext();
  const settings = readShopSettings(parameters);
  return (
    <SiteChrome>
      <div className="mx-auto max-w-5xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <h1 id="panier-titre" tabIndex={-1} className="font-title text-3xl text-heading outline-none sm:text-4xl">
          Mon panier
        </h1>
        <CartView
          settings={{
            freeShippingBottles: settings.freeShippingBottles,
            freeShippingCents: settings.freeShippingCents,
            shippingMessage: settings.shippingMessage,
            alcoholMessage: settings.alcoholMessage,
            hidePercentageDiscount: settings.hidePercentageDiscount,
          }}
          titleId="panier-titre"
        />
      </div>
    </SiteChrome>
  );
}
