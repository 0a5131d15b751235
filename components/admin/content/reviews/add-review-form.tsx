"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { applyApiError } from "@/components/account/api-errors";
import { SubmitButton } from "@/components/account/submit-button";
import { submitOnce } from "@/components/account/submit-once";
import { createAdminReview } from "@/lib/api-client/admin/reviews";
import { parisDay } from "@/lib/domain/paris-time";
import { adminReviewFormSchema, type AdminReview, type AdminReviewForm, type AdminReviewFormInput } from "@/lib/schemas/reviews";
import { PRIMARY_BUTTON } from "../../media/styles";
import { AlertLine, InputField, TextAreaField } from "../fields";
import { RatingField } from "./rating-field";

const FIELDS = ["authorFirstname", "authorLastname", "rating", "text", "reviewedAt", "isPublished"] as const;

const emptyForm = (): AdminReviewFormInput => ({ authorFirstname: "", authorLastname: "", rating: undefined, text: "", reviewedAt: parisDay(new Date()), isPublished: true });

export interface AddReviewFormProps {
  onSaved: (review: AdminReview, message: string) => void;
}

/** « Ajouter un avis »: a review received on paper, by phone or by e-mail, typed in by the admin. */
export function AddReviewForm({ onSaved }: AddReviewFormProps) {
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminReviewFormInput, unknown, AdminReviewForm>({ resolver: zodResolver(adminReviewFormSchema), defaultValues: emptyForm() });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { data, message } = await createAdminReview(values);
      reset(emptyForm());
      onSaved(data, message ?? "L'avis est enregistré.");
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={submitOnce(isSubmitting, submit)} aria-labelledby={`${id}-titre`} className="flex flex-col gap-3 rounded border border-neutral-300 p-3">
      <h3 id={`${id}-titre`} className="text-base font-semibold">
        Ajouter un avis
      </h3>
      <p className="text-sm text-neutral-800">Un avis reçu par courrier, par téléphone ou par e-mail. Seuls le prénom et l&apos;initiale du nom sont affichés sur le site.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label="Prénom de l'auteur" autoComplete="off" error={errors.authorFirstname?.message} {...register("authorFirstname")} />
        <InputField label="Nom de l'auteur" optional autoComplete="off" error={errors.authorLastname?.message} {...register("authorLastname")} />
      </div>
      <RatingField legend="Note" error={errors.rating?.message} registration={register("rating")} />
      <TextAreaField label="Texte de l'avis" rows={4} hint="De 10 à 2 000 caractères." error={errors.text?.message} {...register("text")} />
      <InputField label="Date de l'avis" type="date" className="max-w-56" error={errors.reviewedAt?.message} {...register("reviewedAt")} />
      <div className="flex items-center gap-2">
        <input id={`${id}-publier`} type="checkbox" className="size-4 accent-blue-800" {...register("isPublished")} />
        <label htmlFor={`${id}-publier`} className="text-sm">
          Publier l&apos;avis tout de suite
        </label>
      </div>
      <AlertLine message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement…" className={`inline-flex items-center gap-2 ${PRIMARY_BUTTON}`}>
          Ajouter l&apos;avis
        </SubmitButton>
      </div>
    </form>
  );
}
