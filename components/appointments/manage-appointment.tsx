"use client";
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { appointmentKeys, cancelAppointment, confirmAppointment, findManagedAppointment, moveAppointment } from "@/lib/api-client/appointments";
import { deadlineLabel } from "@/lib/domain/booking-holds";
import { getQueryClient } from "@/lib/api-client/query-client";
import { generalMessage } from "@/components/account/api-errors";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { appointmentWhenLabel } from "./appointment-when";
import { SlotPicker, type PickedSlot } from "./slot-picker";

/** Look-up, confirmation, cancellation and move of one booking by the token of its e-mailed link. */
export function ManageAppointment({ token }: { token: string }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ManageSteps token={token} />
    </QueryClientProvider>
  );
}

/** How far ahead the move picker looks (the server re-checks the calendar's own horizon). */
const MOVE_HORIZON_DAYS = 60;

function ManageSteps({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = useQuery({ queryKey: appointmentKeys.managed(), queryFn: () => findManagedAppointment(token), retry: false });
  const done = (message: string) => (appointment: Awaited<ReturnType<typeof cancelAppointment>>) => {
    queryClient.setQueryData(appointmentKeys.managed(), appointment);
    setMoving(false);
    setPicked(null);
    setNotice(message);
  };
  const cancel = useMutation({ mutationFn: () => cancelAppointment(token), onSuccess: done("Votre rendez-vous est annulé. Un e-mail de confirmation vous a été envoyé.") });
  const confirm = useMutation({ mutationFn: () => confirmAppointment(token), onSuccess: done("Votre rendez-vous est confirmé. Un e-mail de confirmation, avec l'invitation, vous a été envoyé.") });
  const move = useMutation({ mutationFn: (start: string) => moveAppointment(token, start), onSuccess: done("Votre rendez-vous est déplacé. Une nouvelle invitation vous a été envoyée par e-mail.") });

  if (current.isPending) return <p role="status">Chargement de votre rendez-vous…</p>;
  if (current.isError) return <p role="alert">{generalMessage(current.error)}</p>;
  const appointment = current.data;
  const failure = confirm.error ?? cancel.error ?? move.error;

  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="font-semibold">
        {notice}
      </p>
      <p>
        {appointment.serviceName}, {appointmentWhenLabel(appointment.start, appointment.end)}
        {appointment.status === "CANCELLED" ? " – annulé." : "."}
      </p>
      {appointment.status === "PENDING" ? (
        <>
          <p>
            Ce créneau vous est retenu{appointment.confirmBy ? ` jusqu'au ${deadlineLabel(appointment.confirmBy)}` : ""} : confirmez le rendez-vous pour le garder. Ce n&apos;est pas
            vous ? Ne faites rien, il sera libéré.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={PRIMARY_BUTTON} aria-disabled={confirm.isPending || undefined} onClick={() => !confirm.isPending && confirm.mutate()}>
              {confirm.isPending ? "Confirmation en cours…" : "Confirmer mon rendez-vous"}
            </button>
          </div>
        </>
      ) : null}
      {appointment.status === "CONFIRMED" ? (
        <>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={SECONDARY_BUTTON} aria-expanded={moving} onClick={() => setMoving((open) => !open)}>
              Déplacer le rendez-vous
            </button>
            <button type="button" className={PRIMARY_BUTTON} aria-disabled={cancel.isPending || undefined} onClick={() => !cancel.isPending && cancel.mutate()}>
              {cancel.isPending ? "Annulation en cours…" : "Annuler le rendez-vous"}
            </button>
          </div>
          {moving ? (
            <section aria-labelledby="nouveau-creneau" className="flex flex-col gap-4">
              {/* The page has its h1 only: the picker's month and day titles go under this h2. */}
              <h2 id="nouveau-creneau" className="text-xl font-semibold">
                Choisir un nouveau créneau
              </h2>
              <SlotPicker calendarId={appointment.calendarId} serviceId={appointment.serviceId} horizonDays={MOVE_HORIZON_DAYS} picked={picked} onPick={setPicked} heading="h3" />
              {picked ? (
                <div>
                  <button type="button" className={PRIMARY_BUTTON} aria-disabled={move.isPending || undefined} onClick={() => !move.isPending && move.mutate(picked.start)}>
                    {move.isPending ? "Déplacement en cours…" : `Déplacer au ${appointmentWhenLabel(picked.start, picked.end)}`}
                  </button>
                </div>
              ) : null}
            </section>
          ) : null}
        </>
      ) : null}
      <FormAlert message={failure ? generalMessage(failure) : null} />
    </div>
  );
}
