"use client";
import { useId, useState, type FormEvent } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { changeAdminOrderStatus } from "@/lib/api-client/admin/orders";
import { ORDER_STATUS_LABELS, transitionReleasesStock } from "@/lib/domain/shop/order-status";
import type { Order, OrderStatus } from "@/lib/schemas/shop/order";
import { ConfirmDialog } from "../media/confirm-dialog";
import { ERROR_TEXT, PRIMARY_BUTTON } from "../media/styles";
import { AlertLine } from "../content/fields";

/** Moves that cannot be undone ask first. */
const FINAL: readonly OrderStatus[] = ["CANCELLED", "REFUNDED"];

function confirmation(order: Order, to: OrderStatus): { title: string; text: string; confirm: string } {
  const stock = transitionReleasesStock(order.status, to)
    ? "Ses bouteilles sont remises en vente."
    : "Les bouteilles déjà parties ne reviennent pas en stock (comptez à la main celles qui vous sont retournées).";
  if (to === "CANCELLED") {
    return {
      title: `Annuler la commande ${order.reference} ?`,
      text: `${stock} Son créneau de retrait et son code promo sont libérés. Ce changement est définitif.`,
      confirm: "Annuler la commande",
    };
  }
  return {
    title: `Marquer la commande ${order.reference} comme remboursée ?`,
    text: `Le remboursement lui-même se fait en dehors d'ici (virement, tableau de bord de paiement…). ${stock} Ce changement est définitif.`,
    confirm: "Marquer comme remboursée",
  };
}

/**
 * « Changer le statut »: only the moves the order allows now (`nextStatuses`, French labels), sent
 * with PUT /admin/order/{id}/status; a cancellation or a refund asks first. The server's refusal (409
 * when the order moved meanwhile, any other error) is shown above the choices.
 */
export function StatusChangeForm({ order, onChanged }: { order: Order; onChanged: (order: Order, message: string) => void }) {
  const id = useId();
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);

  if (order.nextStatuses.length === 0) {
    return <p className="text-sm">Cette commande est « {order.statusLabel} » : son statut ne change plus.</p>;
  }

  async function send(status: OrderStatus) {
    setBusy(true);
    setAlert(null);
    try {
      const { data, message } = await changeAdminOrderStatus(order.id, status);
      setConfirming(null);
      setChosen(null);
      onChanged(data, message ?? `La commande est maintenant « ${data.statusLabel} ».`);
    } catch (failure) {
      setConfirming(null);
      setAlert(generalMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen || !order.nextStatuses.includes(chosen)) {
      setMissing(true);
      return;
    }
    if (FINAL.includes(chosen)) setConfirming(chosen);
    else void send(chosen);
  };

  const asked = confirming ? confirmation(order, confirming) : null;
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-titre`} className="flex flex-col gap-3 rounded border border-neutral-400 p-3">
      <h4 id={`${id}-titre`} className="text-base font-semibold">
        Changer le statut
      </h4>
      <AlertLine message={alert} />
      <fieldset aria-describedby={missing ? `${id}-erreur` : undefined}>
        <legend className="text-sm">
          Statut actuel : <strong>{order.statusLabel}</strong>. Nouveau statut :
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {order.nextStatuses.map((status) => (
            <label key={status} className="inline-flex min-h-8 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-statut`}
                value={status}
                checked={chosen === status}
                onChange={() => {
                  setChosen(status);
                  setMissing(false);
                }}
              />
              {ORDER_STATUS_LABELS[status]}
            </label>
          ))}
        </div>
        {missing ? (
          <p id={`${id}-erreur`} className={`mt-1 font-semibold ${ERROR_TEXT}`}>
            <span aria-hidden="true">⚠ </span>Choisissez le nouveau statut.
          </p>
        ) : null}
      </fieldset>
      <div>
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={busy || undefined}>
          {busy ? "Enregistrement…" : "Enregistrer le statut"}
        </button>
      </div>
      {asked && confirming ? (
        <ConfirmDialog title={asked.title} confirmLabel={asked.confirm} cancelLabel="Ne rien changer" busy={busy} onConfirm={() => void send(confirming)} onCancel={() => setConfirming(null)}>
          <p>{asked.text}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
