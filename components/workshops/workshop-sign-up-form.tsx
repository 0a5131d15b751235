"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { TextField } from "@/components/account/text-field";
import { useFocusOnShow } from "@/components/account/use-focus-on-show";
import { signUpForWorkshop } from "@/lib/api-client/workshops";
import { seatsChoiceHint, signUpButtonLabel } from "@/lib/domain/workshop-seats";
import type { WorkshopBookingConfig } from "@/lib/schemas/component-config";
import type { WorkshopSeats } from "@/lib/schemas/workshop-seats";
import { workshopSignUpSchema, type WorkshopSignUpAnswer, type WorkshopSignUpInput } from "@/lib/schemas/workshops";

export interface WorkshopSignUpFormProps {
  workshopId: number;
  seats: WorkshopSeats;
  config: WorkshopBookingConfig;
  /** The seats after a sign-up (the page shows them). */
  onSignedUp: (answer: WorkshopSignUpAnswer) => void;
}

const FIELDS = ["name", "email", "phone", "seats"] as const;

/**
 * The sign-up form of a workshop (react-hook-form + the schema the API validates with), then the
 * outcome — seats booked, seats held until the address is confirmed, or a place on the waiting
 * list — in place of the form. Loaded with the dialog, on the first click on « Réserver ma place ».
 */
export function WorkshopSignUpForm({ workshopId, seats, config, onSignedUp }: WorkshopSignUpFormProps) {
  const [done, setDone] = useState<{ answer: WorkshopSignUpAnswer; message: string | null; email: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const doneRef = useFocusOnShow<HTMLDivElement>(done !== null);
  const seatsId = useId();
  // A group larger than the whole workshop could never get in: the choice stops at the capacity.
  const maxSeats = Math.max(1, Math.min(config.maxSeatsPerSignUp, seats.capacity));
  const resolver = useMemo(() => zodResolver(workshopSignUpSchema(config.maxSeatsPerSignUp)), [config.maxSeatsPerSignUp]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<WorkshopSignUpInput, unknown, ReturnType<ReturnType<typeof workshopSignUpSchema>["parse"]>>({
    resolver,
    defaultValues: { name: "", email: "", phone: "", seats: 1 },
  });
  const chosen = Number(useWatch({ control, name: "seats" })) || 1;

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { data, message } = await signUpForWorkshop(workshopId, values);
      setDone({ answer: data, message, email: values.email });
      onSignedUp(data);
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS, conflictField: "email" }));
    }
  });

  if (done) {
    const waiting = done.answer.status === "WAITING";
    const toConfirm = done.answer.confirmBy !== null;
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="flex flex-col gap-3 outline-none" data-testid="workshop-sign-up-done">
        <p className="text-lg font-semibold">{toConfirm ? "Confirmez votre adresse e-mail" : waiting ? config.waitingTitle : config.confirmedTitle}</p>
        <p>{done.message}</p>
        {waiting && done.answer.waitingPosition ? <p>Votre position sur la liste d&apos;attente : {done.answer.waitingPosition}.</p> : null}
        {toConfirm ? (
          <p>
            Un e-mail a été envoyé à <strong>{done.email}</strong> avec le lien de confirmation. Vous ne le trouvez pas ? Regardez dans les indésirables.
          </p>
        ) : (
          <p>
            Un e-mail a été envoyé à <strong>{done.email}</strong>
            {waiting ? "." : " avec l'invitation à ajouter à votre agenda."} Il contient aussi le lien pour annuler.
          </p>
        )}
      </div>
    );
  }

  const seatsError = errors.seats?.message;
  const hint = seats.left > 0 ? seatsChoiceHint(seats.left, chosen) : "L'atelier est complet pour le moment : votre demande ira sur la liste d'attente.";
  const seatIds = { hintId: `${seatsId}-aide`, errorId: `${seatsId}-erreur`, error: seatsError, hint };
  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} className="flex flex-col gap-4">
      <p>{config.intro}</p>
      <TextField label="Nom et prénom" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <TextField label="Adresse e-mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
      <TextField label="Téléphone" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register("phone")} />
      <div>
        <label htmlFor={seatsId} className={LABEL}>
          Nombre de places
        </label>
        <select
          id={seatsId}
          className={INPUT}
          aria-invalid={seatsError ? true : undefined}
          aria-describedby={describedBy(seatIds)}
          {...register("seats", { valueAsNumber: true })}
        >
          {Array.from({ length: maxSeats }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <FieldMessages {...seatIds} />
      </div>
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Inscription en cours…">
          {signUpButtonLabel(seats.left, chosen, config)}
        </SubmitButton>
      </div>
    </form>
  );
}
