"use client";
import { SiteLink } from "@/components/ui/site-link";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toPlatformError } from "@/lib/api-client/platform-error";
import { applyApiError } from "./api-errors";
import { LINK } from "./field-styles";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { submitOnce } from "./submit-once";
import { PASSWORD_HINT } from "./texts";
import { useFocusOnShow } from "./use-focus-on-show";
import { lazyResolver, loadAccountApi, loadSchemas, preloadFormTools } from "./form-tools";

/** The link of the reset e-mail: new password twice, PUT /password/reset, then a link to log in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);
  const doneRef = useFocusOnShow<HTMLDivElement>(done);
  const resolver = useMemo(
    () =>
      lazyResolver(async () => {
        const [{ withConfirmation }, { resetPasswordSchema }] = await Promise.all([import("./password-confirmation"), loadSchemas()]);
        return withConfirmation(resetPasswordSchema.pick({ password: true }), "password");
      }),
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { password: "", confirmation: "" } });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { resetPassword } = await loadAccountApi();
      await resetPassword({ token, password: values.password });
      setDone(true);
    } catch (failure) {
      const error = toPlatformError(failure);
      setLinkExpired(error.status !== null && error.status < 500 && error.data !== null && typeof error.data === "object" && "token" in error.data);
      setAlert(applyApiError(failure, setError, { fields: ["password"] }));
    }
  });

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="flex flex-col gap-3 outline-none">
        <p className="font-semibold">Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.</p>
        <p>
          <SiteLink className={LINK} href="/auth">
            Se connecter
          </SiteLink>
        </p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex max-w-md flex-col gap-4">
      <PasswordField label="Nouveau mot de passe" autoComplete="new-password" hint={PASSWORD_HINT} error={errors.password?.message} {...register("password")} />
      <PasswordField
        label="Confirmation du nouveau mot de passe"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...register("confirmation")}
      />
      <FormAlert message={alert} />
      {linkExpired ? (
        <p>
          <SiteLink className={LINK} href="/password/reset/ask">
            Demander un nouveau lien
          </SiteLink>
        </p>
      ) : null}
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement en cours…">
          Enregistrer le mot de passe
        </SubmitButton>
      </div>
    </form>
  );
}
