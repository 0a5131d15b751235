"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { ERROR, INPUT, LABEL } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { useFocusOnShow } from "@/components/account/use-focus-on-show";
import { getBrowserApi } from "@/lib/api-client/browser";
import { MAX_RATING } from "@/lib/domain/reviews";
import { customerReviewFormSchema, type CustomerReviewForm, type CustomerReviewFormInput } from "@/lib/schemas/reviews";

const RATINGS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/** The customer's review (POST /review with the link's token): a note in stars and a text. */
export function ReviewForm({ token }: { token: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const messageRef = useFocusOnShow<HTMLDivElement>(sent !== null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CustomerReviewFormInput, unknown, CustomerReviewForm>({ resolver: zodResolver(customerReviewFormSchema), defaultValues: { text: "" } });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const response = await getBrowserApi().post<{ message: string | null }>("/review", { token, ...values });
      setSent(response.data.message ?? "Merci ! Votre avis a bien été reçu.");
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: ["rating", "text"] }));
    }
  });

  if (sent !== null) {
    return (
      <div ref={messageRef} tabIndex={-1} role="status" className="font-semibold outline-none">
        {sent}
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} className="flex max-w-xl flex-col gap-6">
      <fieldset aria-describedby={errors.rating ? "avis-note-erreur" : undefined}>
        <legend className={LABEL}>Votre note</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((value) => (
            <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 has-[:checked]:border-2 has-[:checked]:border-primary">
              <input type="radio" value={value} {...register("rating")} />
              <span>
                {value} <span aria-hidden="true">★</span>
                <span className="sr-only">{value > 1 ? "étoiles" : "étoile"} sur 5</span>
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="avis-note-erreur" className={ERROR}>
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="avis-texte" className={LABEL}>
          Votre avis
        </label>
        <textarea
          id="avis-texte"
          rows={6}
          className={INPUT}
          required
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? "avis-texte-erreur" : "avis-texte-aide"}
          {...register("text")}
        />
        {errors.text ? (
          <p id="avis-texte-erreur" className={ERROR}>
            {errors.text.message}
          </p>
        ) : (
          <p id="avis-texte-aide" className="mt-1 text-sm">
            De 10 à 2 000 caractères. Seuls votre prénom et l&apos;initiale de votre nom seront affichés.
          </p>
        )}
      </div>
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Envoi en cours…">
          Envoyer mon avis
        </SubmitButton>
      </div>
    </form>
  );
}
