"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { applyApiError } from "@/components/account/api-errors";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { addClosure } from "@/lib/api-client/admin/calendar-closures";
import { closureInputSchema, type CalendarClosure } from "@/lib/schemas/appointments";
import { PRIMARY_BUTTON } from "../../media/styles";
import { AlertLine, InputField } from "../fields";

type ClosureFormInput = z.input<typeof closureInputSchema>;
type ClosureForm = z.output<typeof closureInputSchema>;
const EMPTY: ClosureFormInput = { day: "", label: "" };

export interface ClosureFormProps {
  calendarId: number;
  /** Earliest day proposed by the date picker (today): a past closure changes nothing. */
  minDay: string;
  onAdded: (closure: CalendarClosure, message: string) => void;
}

/** « Fermer un jour »: the day and its reason (the server refuses a day closed already, on `day`). */
export function ClosureForm({ calendarId, minDay, onAdded }: ClosureFormProps) {
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClosureFormInput, unknown, ClosureForm>({ resolver: zodResolver(closureInputSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { data, message } = await addClosure(calendarId, values);
      reset(EMPTY);
      onAdded(data, message ?? "Jour de fermeture enregistré.");
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: ["day", "label"] }));
    }
  });

  return (
    <form noValidate onSubmit={submitOnce(isSubmitting, submit)} aria-labelledby={`${id}-titre`} className="flex flex-col gap-3 rounded border border-neutral-300 p-3">
      <h3 id={`${id}-titre`} className="text-base font-semibold">
        Fermer un jour
      </h3>
      <p className="text-sm text-neutral-800">Ce jour ne sera plus proposé à la réservation. Les rendez-vous déjà pris ce jour-là sont conservés.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label="Date" type="date" min={minDay} error={errors.day?.message} {...register("day")} />
        <InputField label="Motif" hint="Par exemple « Congés d'été » ou « Formation »." maxLength={120} error={errors.label?.message} {...register("label")} />
      </div>
      <AlertLine message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement…" className={`inline-flex items-center gap-2 ${PRIMARY_BUTTON}`}>
          Fermer ce jour
        </SubmitButton>
      </div>
    </form>
  );
}
