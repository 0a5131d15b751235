"use client";
import { formatDateTime } from "@/lib/domain/dates";
import { telHref } from "@/lib/domain/phone";
import { registrationStatusLabel, seatCount } from "@/lib/domain/workshop-seats";
import type { AdminRegistration } from "@/lib/schemas/admin/workshop-registrations";
import { BUTTON } from "../../media/styles";

export interface RegistrationItemProps {
  registration: AdminRegistration;
  busy: boolean;
  onCancel: (registration: AdminRegistration) => void;
}

const LINK = "text-blue-800 underline hover:no-underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700";

/** One sign-up: who, how many seats, its seat status (with its deadline), how to reach them; « Annuler l'inscription » while it is live. */
export function RegistrationItem({ registration, busy, onCancel }: RegistrationItemProps) {
  const phone = telHref(registration.phone);
  const seats = seatCount(registration.seats);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-3 py-2 text-sm" data-registration-id={registration.id}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="break-words">
          <span className="font-semibold">{registration.name}</span> — {seats} — <span data-testid="seat-status">{registrationStatusLabel(registration)}</span>
        </p>
        <p className="break-words">
          <a className={LINK} href={`mailto:${registration.email}`}>
            {registration.email}
          </a>
          {" — "}
          {phone ? (
            <a className={LINK} href={phone}>
              {registration.phone}
            </a>
          ) : (
            registration.phone
          )}
        </p>
        <p className="text-xs text-neutral-700">
          Inscription le <time dateTime={registration.createdAt}>{formatDateTime(registration.createdAt)}</time>
          {registration.promotedAt ? (
            <>
              , place obtenue le <time dateTime={registration.promotedAt}>{formatDateTime(registration.promotedAt)}</time>
            </>
          ) : null}
          {registration.cancelledAt ? (
            <>
              , annulée le <time dateTime={registration.cancelledAt}>{formatDateTime(registration.cancelledAt)}</time>
            </>
          ) : null}
        </p>
      </div>
      {registration.status === "CANCELLED" ? null : (
        <button type="button" className={BUTTON} data-action={`cancel-${registration.id}`} aria-disabled={busy || undefined} onClick={() => !busy && onCancel(registration)}>
          {busy ? "Annulation… " : "Annuler "}
          <span className="sr-only">l&apos;inscription de {registration.name}</span>
        </button>
      )}
    </li>
  );
}
