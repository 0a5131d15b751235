"use client";
import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { getQueryClient } from "@/lib/api-client/query-client";
import { deadlineLabel } from "@/lib/domain/booking-holds";
import type { Appointment, CalendarInfo } from "@/lib/schemas/appointments";
import { useFocusOnShow } from "@/components/account/use-focus-on-show";
import { appointmentWhenLabel } from "./appointment-when";
import { BookingForm } from "./booking-form";
import { SlotPicker, type PickedSlot } from "./slot-picker";

const STEP = "mb-4 text-xl font-semibold";

/** The booking module of a page: service → day and time → details → confirmation. */
export function AppointmentBooking({ calendar }: { calendar: CalendarInfo }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <BookingSteps calendar={calendar} />
    </QueryClientProvider>
  );
}

function BookingSteps({ calendar }: { calendar: CalendarInfo }) {
  const queryClient = useQueryClient();
  const [serviceId, setServiceId] = useState(calendar.services[0]?.id ?? 0);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const doneRef = useFocusOnShow<HTMLDivElement>(booked !== null);
  const service = calendar.services.find((s) => s.id === serviceId);

  if (booked) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="flex flex-col gap-3 rounded-lg border-2 border-primary p-6 outline-none">
        <p className="text-xl font-semibold">{booked.confirmBy ? "Confirmez votre rendez-vous." : "Votre rendez-vous est confirmé."}</p>
        <p>
          {booked.serviceName}, {appointmentWhenLabel(booked.start, booked.end)}.
        </p>
        {booked.confirmBy ? (
          <p>
            Le créneau est retenu jusqu&apos;au {deadlineLabel(booked.confirmBy)} : ouvrez le lien que nous venons d&apos;envoyer à votre adresse e-mail pour confirmer le rendez-vous.
            Sans confirmation, le créneau sera libéré.
          </p>
        ) : (
          <p>Un e-mail de confirmation vient de vous être envoyé, avec l&apos;invitation à ajouter à votre agenda et un lien pour annuler ou déplacer le rendez-vous.</p>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      <fieldset>
        <legend className={STEP}>1. Choisissez une prestation</legend>
        <div className="flex flex-col gap-2">
          {calendar.services.map((s) => (
            <label key={s.id} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="prestation"
                value={s.id}
                checked={s.id === serviceId}
                onChange={() => {
                  setServiceId(s.id);
                  setPicked(null);
                }}
                className="size-5 accent-primary"
              />
              <span>
                {s.name} <span className="text-sm">({s.durationMinutes} min)</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="etape-creneau">
        <h3 id="etape-creneau" className={STEP}>
          2. Choisissez un jour et une heure
        </h3>
        <SlotPicker key={serviceId} calendarId={calendar.id} serviceId={serviceId} horizonDays={calendar.horizonDays} picked={picked} onPick={setPicked} />
      </section>
      <section aria-labelledby="etape-coordonnees">
        <h3 id="etape-coordonnees" className={STEP}>
          3. Vos coordonnées
        </h3>
        {picked && service ? (
          <>
            <p className="mb-4" role="status">
              Créneau choisi : {service.name}, {appointmentWhenLabel(picked.start, picked.end)}.
            </p>
            <BookingForm
              calendarId={calendar.id}
              serviceId={serviceId}
              start={picked.start}
              onBooked={setBooked}
              onSlotTaken={() => {
                setPicked(null);
                void queryClient.invalidateQueries({ queryKey: ["calendar", calendar.id] });
              }}
            />
          </>
        ) : (
          <p>Choisissez d&apos;abord un créneau ci-dessus.</p>
        )}
      </section>
    </div>
  );
}
