"use client";
import { useId, useState, type FormEvent } from "react";
import type { AdminOrderFilters } from "@/lib/api-client/admin/orders";
import { ORDER_STATUS_LABELS } from "@/lib/domain/shop/order-status";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/schemas/shop/order";
import { BUTTON, INPUT, LABEL } from "../media/styles";

/**
 * The list's filters: a status (applied at once) and part of the customer's e-mail (applied with
 * « Filtrer » or Enter). A plain search form: the keyboard and screen readers know it.
 */
export function OrderFilters({ filters, onChange }: { filters: AdminOrderFilters; onChange: (filters: AdminOrderFilters) => void }) {
  const id = useId();
  const [email, setEmail] = useState(filters.email);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, email: email.trim() });
  };
  return (
    <form role="search" aria-label="Filtrer les commandes" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-statut`} className={LABEL}>
          Statut
        </label>
        <select
          id={`${id}-statut`}
          className={`mt-1 ${INPUT}`}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, email: email.trim(), status: event.target.value as OrderStatus | "" })}
        >
          <option value="">Tous les statuts</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-email`} className={LABEL}>
          E-mail du client
        </label>
        <input
          id={`${id}-email`}
          type="search"
          className={`mt-1 ${INPUT}`}
          value={email}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className={BUTTON}>
        Filtrer
      </button>
    </form>
  );
}
