"use client";
import { SiteLink } from "@/components/ui/site-link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyApiError } from "./api-errors";
import { LINK } from "./field-styles";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "./submit-button";
import { submitOnce } from "./submit-once";
import { TextField } from "./text-field";
import { useFocusOnShow } from "./use-focus-on-show";
import { lazyResolver, loadAccountApi, loadSchemas, preloadFormTools } from "./form-tools";

/** The API's answer, the same whether an account exists or not (no user enumeration). */
export const RESET_ASK_CONFIRMATION = "Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.";

/** « Mot de passe oublié »: PUT /password/reset/ask, then the neutral confirmation in place of the form. */
export function ResetAskForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const messageRef = useFocusOnShow<HTMLDivElement>(sent !== null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: lazyResolver(async () => (await loadSchemas()).resetAskSchema), defaultValues: { email: "" } });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { askPasswordReset } = await loadAccountApi();
      const { message } = await askPasswordReset(values);
      setSent(message ?? RESET_ASK_CONFIRMATION);
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: ["email"] }));
    }
  });

  if (sent !== null) {
    return (
      <div ref={messageRef} tabIndex={-1} role="status" className="flex flex-col gap-3 outline-none">
        <p className="font-semibold">{sent}</p>
        <p>Le lien reçu est valable une heure. Pensez à regarder dans vos courriers indésirables.</p>
        <p>
          <SiteLink className={LINK} href="/auth">
            Revenir à la connexion
          </SiteLink>
        </p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex max-w-md flex-col gap-4">
      <TextField label="Adresse e-mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Envoi en cours…">
          Recevoir le lien
        </SubmitButton>
      </div>
    </form>
  );
}
