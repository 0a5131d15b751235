"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { bookAppointment } from "@/lib/api-client/appointments";
import { bookingInputSchema, type Appointment, type BookingFields, type BookingInput } from "@/lib/schemas/appointments";
import { applyApiError } from "@/components/account/api-errors";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { TextField } from "@/components/account/text-field";

interface BookingFormProps {
  calendarId: number;
  serviceId: number;
  start: string;
  onBooked: (appointment: Appointment) => void;
  /** The slot was taken meanwhile: the picker must refresh. */
  onSlotTaken: () => void;
}

/** The visitor's details for the chosen slot, validated with the server's schema (lib/schemas/appointments). */
export function BookingForm({ calendarId, serviceId, start, onBooked, onSlotTaken }: BookingFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const messageId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput, unknown, BookingFields>({
    resolver: zodResolver(bookingInputSchema),
    values: { name: "", email: "", phone: "", message: "", serviceId, start },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      onBooked(await bookAppointment(calendarId, values));
    } catch (failure) {
      const message = applyApiError(failure, setError, { fields: ["name", "email", "phone", "message"] });
      setAlert(message);
      if (message && /créneau/.test(message)) onSlotTaken();
    }
  });

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} className="flex max-w-xl flex-col gap-4">
      <TextField label="Nom et prénom" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <TextField label="Adresse e-mail" type="email" autoComplete="email" hint="La confirmation et l'invitation d'agenda y seront envoyées." error={errors.email?.message} {...register("email")} />
      <TextField label="Téléphone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
      <div>
        <label htmlFor={messageId} className={LABEL}>
          Message <span className="font-normal">(facultatif)</span>
        </label>
        <textarea
          id={messageId}
          rows={4}
          className={INPUT}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy({ hintId: `${messageId}-aide`, errorId: `${messageId}-erreur`, error: errors.message?.message })}
          {...register("message")}
        />
        <FieldMessages hintId={`${messageId}-aide`} errorId={`${messageId}-erreur`} error={errors.message?.message} />
      </div>
      <FormAlert message={alert ?? errors.start?.message ?? errors.serviceId?.message ?? null} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Réservation en cours…">
          Confirmer le rendez-vous
        </SubmitButton>
      </div>
    </form>
  );
}
