"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { applyApiError } from "./api-errors";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { submitOnce } from "./submit-once";
import { PASSWORD_HINT } from "./texts";
import { lazyResolver, loadAccountApi, loadSchemas, preloadFormTools } from "./form-tools";

const resolver = lazyResolver(async () => {
  const [{ withConfirmation }, { changePasswordSchema }] = await Promise.all([import("./password-confirmation"), loadSchemas()]);
  return withConfirmation(changePasswordSchema, "newPassword");
});
const EMPTY = { currentPassword: "", newPassword: "", confirmation: "" };

/**
 * « Mot de passe »: PUT /user/password. The API ends every session and sets a new token cookie;
 * the refresh re-renders the server components (and the auth store) with it.
 */
export function PasswordChangeForm() {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setAlert(null);
    try {
      const { changePassword } = await loadAccountApi();
      await changePassword({ currentPassword, newPassword });
      reset(EMPTY);
      toast.success("Votre mot de passe est modifié. Vos autres appareils ont été déconnectés.");
      router.refresh();
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: ["currentPassword", "newPassword"] }));
    }
  });

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex max-w-xl flex-col gap-4">
      <PasswordField label="Mot de passe actuel" autoComplete="current-password" error={errors.currentPassword?.message} {...register("currentPassword")} />
      <PasswordField label="Nouveau mot de passe" autoComplete="new-password" hint={PASSWORD_HINT} error={errors.newPassword?.message} {...register("newPassword")} />
      <PasswordField
        label="Confirmation du nouveau mot de passe"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...register("confirmation")}
      />
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Modification en cours…">
          Modifier mon mot de passe
        </SubmitButton>
      </div>
    </form>
  );
}
