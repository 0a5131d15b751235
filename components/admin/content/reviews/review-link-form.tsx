"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { sendReviewLink } from "@/lib/api-client/admin/reviews";
import { formatDate } from "@/lib/domain/dates";
import { reviewLinkInputSchema, type ReviewLinkForm, type ReviewLinkFormInput } from "@/lib/schemas/reviews";
import { PRIMARY_BUTTON } from "../../media/styles";
import { AlertLine, InputField } from "../fields";

const FIELDS = ["email", "firstname", "lastname"] as const;
const EMPTY: ReviewLinkFormInput = { email: "", firstname: "", lastname: "" };

/** « Demander un avis »: e-mails a single-use review link (30 days) to a customer. */
export function ReviewLinkForm({ onSent }: { onSent: (message: string) => void }) {
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewLinkFormInput, unknown, ReviewLinkForm>({ resolver: zodResolver(reviewLinkInputSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { data } = await sendReviewLink(values);
      reset(EMPTY);
      onSent(`Le lien d'avis est envoyé à ${data.email} : il est valable jusqu'au ${formatDate(data.expiresAt)}.`);
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={submitOnce(isSubmitting, submit)} aria-labelledby={`${id}-titre`} className="flex flex-col gap-3 rounded border border-neutral-300 p-3">
      <h3 id={`${id}-titre`} className="text-base font-semibold">
        Demander un avis à un client
      </h3>
      <p className="text-sm text-neutral-800">
        Le client reçoit par e-mail un lien personnel, valable 30 jours et utilisable une fois. Son avis vous attend ici avant d&apos;être publié.
      </p>
      <InputField label="E-mail du client" type="email" autoComplete="off" spellCheck={false} error={errors.email?.message} {...register("email")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label="Prénom du client" autoComplete="off" error={errors.firstname?.message} {...register("firstname")} />
        <InputField label="Nom du client" optional autoComplete="off" error={errors.lastname?.message} {...register("lastname")} />
      </div>
      <AlertLine message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Envoi en cours…" className={`inline-flex items-center gap-2 ${PRIMARY_BUTTON}`}>
          Envoyer le lien
        </SubmitButton>
      </div>
    </form>
  );
}
