"use client";
import { IntentLink } from "@/components/ui/intent-link";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { FactList } from "./fact-list";

export interface WorkshopBookingProps {
  title: string;
  facts: { term: string; value: string }[];
  phone: string | null;
  email: string | null;
}

/** « Réserver ma place »: a dialog with the ways to book (online booking comes with the forms work). */
export function WorkshopBooking({ title, facts, phone, email }: WorkshopBookingProps) {
  const [open, setOpen] = useState(false);
  const subject = encodeURIComponent(`Inscription à l'atelier « ${title} »`);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-block rounded-md bg-[var(--color-primary)] px-5 py-3 font-semibold text-[var(--color-primary-contrast)] hover:opacity-90"
      >
        Réserver ma place
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Réserver : ${title}`}>
        <FactList facts={facts} className="mb-4 text-sm" />
        <p>Pour réserver votre place, contactez-nous : nous confirmons chaque inscription sous 48 heures ouvrées.</p>
        <ul className="mt-4 flex flex-col gap-2">
          {phone ? (
            <li>
              <a className="underline text-[var(--color-link)]" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                Appeler le {phone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a className="underline text-[var(--color-link)]" href={`mailto:${email}?subject=${subject}`}>
                Écrire à {email}
              </a>
            </li>
          ) : null}
          <li>
            <IntentLink className="underline text-[var(--color-link)]" href="/prendre-un-rendez" onClick={() => setOpen(false)}>
              Voir les modalités de rendez-vous
            </IntentLink>
          </li>
        </ul>
      </Modal>
    </>
  );
}
