"use client";
import { keepPreviousData, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ADMIN_ORDERS_PAGE_SIZE, adminOrdersKeys, listAdminOrders, type AdminOrderFilters } from "@/lib/api-client/admin/orders";
import { getQueryClient } from "@/lib/api-client/query-client";
import type { OrderSummary } from "@/lib/schemas/shop/order";
import { LoadError } from "../content/load-error";
import { Pager } from "../content/pager";
import { retryUnlessRefused } from "../content/retry";
import type { AdminPanelProps } from "../types";
import { OrderDetail } from "./order-detail";
import { OrderFilters } from "./order-filters";
import { OrderTable } from "./order-table";

/**
 * « Commandes » (shop sites): the site's orders newest first, 20 a page, filtered by status and
 * customer e-mail (GET /admin/order); « Voir » opens one with its status change. The panel's status
 * line announces what a change did.
 */
// The toolbar's dialog gives the title and the close button (AdminPanelProps.onClose unused here).
export default function OrdersPanel(_props: AdminPanelProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <OrdersContent />
    </QueryClientProvider>
  );
}

const NO_FILTERS: AdminOrderFilters = { status: "", email: "" };
const HEADING_ID = "ea-commandes-titre";

function OrdersContent() {
  const [filters, setFilters] = useState<AdminOrderFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OrderSummary | null>(null);
  const [status, setStatus] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  // Back from a detail: focus returns to that order's « Voir » (or the list's title).
  const focusAfter = useRef<string[]>([]);
  useEffect(() => {
    const root = rootRef.current;
    const target = focusAfter.current.map((selector) => root?.querySelector<HTMLElement>(selector)).find(Boolean);
    if (!target) return;
    focusAfter.current = [];
    target.focus();
  });

  return (
    <div ref={rootRef} className="flex flex-col gap-3 bg-white p-4 text-neutral-900">
      <p role="status" className="text-sm text-green-900">
        {status}
      </p>
      {open ? (
        <OrderDetail
          id={open.id}
          reference={open.reference}
          onStatus={setStatus}
          onBack={() => {
            focusAfter.current = [`[data-order="${open.id}"]`, `#${HEADING_ID}`];
            setOpen(null);
          }}
        />
      ) : (
        <OrderList
          filters={filters}
          page={page}
          onFilters={(next) => {
            setStatus("");
            setFilters(next);
            setPage(1);
          }}
          onPage={setPage}
          onOpen={(order) => {
            setStatus("");
            setOpen(order);
          }}
        />
      )}
    </div>
  );
}

interface OrderListProps {
  filters: AdminOrderFilters;
  page: number;
  onFilters: (filters: AdminOrderFilters) => void;
  onPage: (page: number) => void;
  onOpen: (order: OrderSummary) => void;
}

function OrderList({ filters, page, onFilters, onPage, onOpen }: OrderListProps) {
  const query = useQuery({
    queryKey: adminOrdersKeys.page(filters, page),
    queryFn: () => listAdminOrders(filters, page),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const filtered = filters.status !== "" || filters.email !== "";
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-3">
      <h3 id={HEADING_ID} tabIndex={-1} className="text-base font-semibold outline-none">
        Commandes{query.data ? ` (${query.data.total})` : ""}
      </h3>
      <OrderFilters filters={filters} onChange={onFilters} />
      {query.isPending ? (
        <p role="status" className="text-sm">
          Chargement des commandes…
        </p>
      ) : query.isError ? (
        <LoadError message="Les commandes n'ont pas pu être chargées." error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <p className="text-sm">{filtered ? "Aucune commande ne correspond à ces filtres." : "Aucune commande pour l'instant : elles arriveront ici dès qu'un client commandera."}</p>
      ) : (
        <>
          <OrderTable orders={query.data.list} busy={query.isPlaceholderData} onOpen={onOpen} />
          <Pager label="Pages des commandes" page={page} total={query.data.total} pageSize={ADMIN_ORDERS_PAGE_SIZE} onPage={onPage} />
        </>
      )}
    </section>
  );
}
