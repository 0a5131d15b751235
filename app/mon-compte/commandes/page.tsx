import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LINK } from "@/components/account/field-styles";
import { SimplePage } from "@/components/pages/simple-page";
import { CustomerOrders } from "@/components/shop/orders/customer-orders";
import { SiteLink } from "@/components/ui/site-link";
import { pageCount, pageHref, parsePageParam } from "@/lib/domain/blog";
import { ORDERS_PATH } from "@/lib/domain/shop/order-paths";
import { loadCustomerOrders, requireOrderCustomer } from "@/lib/storefront/shop/customer-orders";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Mes commandes",
  description: "Vos commandes, leur suivi et leurs factures.",
  path: ORDERS_PATH,
  noIndex: true,
});

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

/**
 * The logged customer's orders (issue 12, GET /order), newest first, 10 a page. Shop sites only
 * (elsewhere the 404 page, proxy.ts); a visitor who is not logged in logs in first.
 */
export default async function CustomerOrdersPage({ searchParams }: Props) {
  const raw = (await searchParams).page;
  const page = parsePageParam(raw);
  await requireOrderCustomer(page === null ? ORDERS_PATH : pageHref(ORDERS_PATH, page));
  if (page === null) redirect(ORDERS_PATH);
  const orders = await loadCustomerOrders(page);
  const pages = pageCount(orders.total, orders.pagination.nbItem);
  // A page past the end (an order count that shrank, a typed address): the last one.
  if (page > pages) redirect(pageHref(ORDERS_PATH, pages));

  return (
    <SimplePage title="Mes commandes" lead="Le suivi de vos commandes, leur détail et leurs factures.">
      <p className="mb-6">
        <SiteLink className={LINK} href="/mon-compte">
          Retour à mon compte
        </SiteLink>
      </p>
      <CustomerOrders orders={orders} page={page} />
    </SimplePage>
  );
}
