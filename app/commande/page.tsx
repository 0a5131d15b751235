import type { Metadata } from "next";
import { CheckoutIsland } from "@/components/shop/checkout/checkout-island";
import { SiteChrome } from "@/components/site/site-chrome";
import { CHECKOUT_PATH } from "@/lib/domain/shop/checkout-steps";
import { readCheckoutSettings } from "@/lib/domain/shop/checkout-settings";
import { registrationRules, userProfileSchema } from "@/lib/schemas/account";
import { pageMetadata } from "@/lib/storefront/metadata";
import { requireShopSiteContext } from "@/lib/storefront/shop/shop-context";
import { getVisitorUser } from "@/lib/storefront/visitor-user";

export async function generateMetadata(): Promise<Metadata> {
  await requireShopSiteContext();
  return pageMetadata({
    title: "Commande",
    description: "Livraison, adresses et paiement de votre commande.",
    path: CHECKOUT_PATH,
    noIndex: true,
  });
}

/**
 * The checkout (issue 12): cart summary → delivery → addresses → payment, the step in `?etape=`.
 * The cart and the delivery choices live in the browser (local storage), so the server renders
 * the frame, the site's rules and the logged customer's names and phone (to prefill the addresses);
 * the steps are a client island loaded after the first paint (docs/checkout.md).
 */
export default async function CheckoutPage() {
  const [{ info, parameters }, user] = await Promise.all([requireShopSiteContext(), getVisitorUser()]);
  // GET /user answers the whole profile: its phone prefills the addresses step.
  const profile = user ? userProfileSchema.partial().safeParse(user) : null;
  return (
    <SiteChrome>
      <div className="mx-auto max-w-5xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <h1 id="commande-titre" tabIndex={-1} className="font-title text-3xl text-heading outline-none sm:text-4xl">
          Commande
        </h1>
        {/* The steps arrive after the first paint: about a screen's height kept from the start, so
            they do not push the footer (a layout shift), as on /panier. */}
        <div className="min-h-[max(16rem,calc(100svh-14rem))]">
          <CheckoutIsland
            settings={readCheckoutSettings(parameters, info)}
            registration={registrationRules(parameters)}
            profile={
              profile?.success
                ? { firstname: profile.data.firstname ?? "", lastname: profile.data.lastname ?? "", phone: profile.data.phone ?? "" }
                : null
            }
          />
        </div>
      </div>
    </SiteChrome>
  );
}
