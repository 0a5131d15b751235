"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { OrderView } from "@/components/shop/orders/order-view";
import { adminOrdersKeys, fetchAdminOrder } from "@/lib/api-client/admin/orders";
import { orderInvoicePath } from "@/lib/domain/shop/order-paths";
import type { Order } from "@/lib/schemas/shop/order";
import { LoadError } from "../content/load-error";
import { retryUnlessRefused } from "../content/retry";
import { BUTTON } from "../media/styles";
import { StatusChangeForm } from "./status-change-form";

/**
 * One order in the panel (GET /admin/order/{id}): « Retour à la liste », the invoice, the status
 * change, then the order as its customer sees it, with who ordered. Its title takes focus on opening.
 */
export function OrderDetail({ id, reference, onBack, onStatus }: { id: number; reference: string; onBack: () => void; onStatus: (message: string) => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminOrdersKeys.detail(id), queryFn: () => fetchAdminOrder(id), retry: retryUnlessRefused, staleTime: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const changed = (order: Order, message: string) => {
    queryClient.setQueryData(adminOrdersKeys.detail(id), order);
    void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all() });
    onStatus(message);
  };

  return (
    <section aria-labelledby="ea-commande-titre" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={BUTTON} onClick={onBack}>
          Retour à la liste
        </button>
        <a className="text-sm text-blue-800 underline" href={orderInvoicePath(id)} target="_blank" rel="noopener">
          Voir la facture<span className="sr-only"> (s&apos;ouvre dans un nouvel onglet)</span>
        </a>
      </div>
      <h3 id="ea-commande-titre" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Commande {query.data?.reference ?? reference}
      </h3>
      {query.isPending ? (
        <p role="status" className="text-sm">
          Chargement de la commande…
        </p>
      ) : query.isError ? (
        <LoadError message="La commande n'a pas pu être chargée." error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <StatusChangeForm key={query.data.status} order={query.data} onChanged={changed} />
          <OrderView order={query.data} variant="panel" />
        </>
      )}
    </section>
  );
}
