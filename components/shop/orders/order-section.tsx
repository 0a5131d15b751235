import type { ReactNode } from "react";

/**
 * Where an order is shown: `page` on the customer's pages (section titles are h2 under the page's
 * h1, in the site's title style), `panel` in the admin panel's dialog (h4 under the dialog's h2
 * and the order's h3, the panel's fixed colours: nothing here uses the site's theme colours,
 * borders follow the text colour).
 */
export type OrderViewVariant = "page" | "panel";

const TITLE: Record<OrderViewVariant, string> = {
  page: "font-title text-2xl text-heading",
  panel: "text-base font-semibold",
};
const BOX: Record<OrderViewVariant, string> = {
  page: "rounded-lg border border-current/20 p-5 sm:p-6",
  panel: "rounded border border-current/25 p-3",
};

/** One titled part of an order (« Articles », « Livraison »…), named by its title. */
export function OrderSection({ id, title, variant, children }: { id: string; title: string; variant: OrderViewVariant; children: ReactNode }) {
  const Heading = variant === "page" ? "h2" : "h4";
  return (
    <section aria-labelledby={id} className={`${BOX[variant]} flex flex-col gap-3`}>
      <Heading id={id} className={TITLE[variant]}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
