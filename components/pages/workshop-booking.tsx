"use client";
import { SiteLink } from "@/components/ui/site-link";
import { useState, type ComponentType } from "react";
import { Modal } from "@/components/ui/modal";
import { bookingButtonLabel, seatsLeftLabel } from "@/lib/domain/workshop-seats";
import type { WorkshopBookingConfig } from "@/lib/schemas/component-config";
import type { WorkshopSeats } from "@/lib/schemas/workshop-seats";
import type { WorkshopSignUpFormProps } from "@/components/workshops/workshop-sign-up-form";
import { FactList } from "./fact-list";

export interface WorkshopBookingProps {
  workshopId: number;
  title: string;
  facts: { term: string; value: string }[];
  phone: string | null;
  email: string | null;
  /** Seats of a workshop with online sign-up; null: sign-up by phone or e-mail only. */
  seats: WorkshopSeats | null;
  config: WorkshopBookingConfig;
}

const LOAD_FAILED = "Le formulaire n'a pas pu être chargé : vérifiez votre connexion puis réessayez.";
const BUTTON = "inline-block rounded-md bg-primary px-5 py-3 font-semibold text-on-primary hover:opacity-90";

/**
 * « Réserver ma place »: the seats left, and a dialog with the sign-up form (its code, zod and the
 * form library load on the first click, not with the page). Without online sign-up the dialog
 * lists the ways to book (phone, e-mail).
 */
export function WorkshopBooking({ workshopId, title, facts, phone, email, seats: initialSeats, config }: WorkshopBookingProps) {
  const [open, setOpen] = useState(false);
  const [seats, setSeats] = useState(initialSeats);
  const [Form, setForm] = useState<ComponentType<WorkshopSignUpFormProps> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const online = seats !== null && seats.isOpen;

  const openDialog = () => {
    setOpen(true);
    if (!online || Form) return;
    setLoadError(null);
    import("@/components/workshops/workshop-sign-up-form").then(
      (module) => setForm(() => module.WorkshopSignUpForm),
      () => setLoadError(LOAD_FAILED),
    );
  };

  return (
    <>
      {seats ? (
        <span className="mb-3 block font-semibold" data-testid="workshop-seats-left" aria-live="polite">
          {seats.isOpen ? seatsLeftLabel(seats.left) : "Inscriptions closes"}
        </span>
      ) : null}
      <button type="button" onClick={openDialog} onPointerEnter={() => void import("@/components/workshops/workshop-sign-up-form").catch(() => undefined)} className={BUTTON}>
        {bookingButtonLabel(seats, config)}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`${config.dialogTitle} : ${title}`}>
        <FactList facts={facts} className="mb-4 text-sm" />
        {online ? (
          Form ? (
            <Form workshopId={workshopId} seats={seats} config={config} onSignedUp={(answer) => setSeats(answer.registration)} />
          ) : loadError ? (
            <p role="alert">{loadError}</p>
          ) : (
            <p role="status">Chargement du formulaire…</p>
          )
        ) : (
          <ContactWays title={title} phone={phone} email={email} onNavigate={() => setOpen(false)} />
        )}
      </Modal>
    </>
  );
}

function ContactWays({ title, phone, email, onNavigate }: { title: string; phone: string | null; email: string | null; onNavigate: () => void }) {
  const subject = encodeURIComponent(`Inscription à l'atelier « ${title} »`);
  return (
    <>
      <p>Pour réserver votre place, contactez-nous : nous confirmons chaque inscription sous 48 heures ouvrées.</p>
      <ul className="mt-4 flex flex-col gap-2">
        {phone ? (
          <li>
            <a className="underline text-link" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
              Appeler le {phone}
            </a>
          </li>
        ) : null}
        {email ? (
          <li>
            <a className="underline text-link" href={`mailto:${email}?subject=${subject}`}>
              Écrire à {email}
            </a>
          </li>
        ) : null}
        <li>
          <SiteLink className="underline text-link" href="/prendre-un-rendez" onClick={onNavigate}>
            Voir les modalités de rendez-vous
          </SiteLink>
        </li>
      </ul>
    </>
  );
}
