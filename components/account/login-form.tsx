"use client";
import { SiteLink } from "@/components/ui/site-link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { applyApiError } from "./api-errors";
import { LINK } from "./field-styles";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { ACCOUNT_HOME } from "./return-path";
import { SubmitButton } from "./submit-button";
import { submitOnce } from "./submit-once";
import { TextField } from "./text-field";
import { useAuthActions } from "./use-auth-actions";
import { lazyResolver, loadAccountApi, loadSchemas, preloadFormTools } from "./form-tools";

/** « J'ai déjà un compte »: POST /login, then the account area (or the safe `?retour=` path). */
export function LoginForm({ returnPath }: { returnPath: string | null }) {
  const { afterLogin } = useAuthActions();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: lazyResolver(async () => (await loadSchemas()).loginSchema), defaultValues: { email: "", password: "" } });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const { logIn } = await loadAccountApi();
      const { data } = await logIn(values);
      toast.success("Connexion réussie. Bienvenue !");
      afterLogin(data.user, returnPath ?? ACCOUNT_HOME);
    } catch (failure) {
      setAlert(applyApiError(failure, setError, { fields: ["email", "password"] }));
    }
  });

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex flex-col gap-4">
      <TextField label="Adresse e-mail" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
      <PasswordField label="Mot de passe" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
      <FormAlert message={alert} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton pending={isSubmitting} pendingLabel="Connexion en cours…">
          Se connecter
        </SubmitButton>
        <SiteLink className={LINK} href="/password/reset/ask">
          Mot de passe oublié ?
        </SiteLink>
      </div>
    </form>
  );
}
