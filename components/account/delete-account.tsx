"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { generalMessage } from "./api-errors";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./field-styles";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "./submit-button";
import { submitOnce } from "./submit-once";
import { TextField } from "./text-field";
import { useAuthActions } from "./use-auth-actions";
import { lazyResolver, loadAccountApi, preloadFormTools } from "./form-tools";
import { DELETE_CONFIRMATION_WORD } from "./texts";

// The check of the word (with zod) loads with the first validation.
const resolver = lazyResolver(async () => (await import("./delete-confirmation")).deleteConfirmationSchema);

/** « Supprimer mon compte »: a dialog asks to type SUPPRIMER, then DELETE /user, logout, home. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { afterLogout } = useAuthActions();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { confirmation: "" } });

  const close = () => {
    if (isSubmitting) return;
    setOpen(false);
    setAlert(null);
    reset();
  };

  const submit = handleSubmit(async () => {
    setAlert(null);
    try {
      await (await loadAccountApi()).deleteAccount();
    } catch (failure) {
      setAlert(generalMessage(failure));
      return;
    }
    // The API ended the sessions and cleared the cookies with the user.
    toast.success("Votre compte et vos données personnelles ont été supprimés.");
    setOpen(false);
    afterLogout();
  });

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={SECONDARY_BUTTON}>
        Supprimer mon compte
      </button>
      <Modal open={open} onClose={close} title="Supprimer mon compte">
        <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex flex-col gap-4">
          <p>
            Votre compte, vos informations personnelles et vos abonnements à la lettre d&apos;information seront supprimés
            définitivement. Cette action est irréversible.
          </p>
          <TextField
            label={`Pour confirmer, saisissez « ${DELETE_CONFIRMATION_WORD} »`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.confirmation?.message}
            {...register("confirmation")}
          />
          <FormAlert message={alert} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={isSubmitting} pendingLabel="Suppression en cours…" className={PRIMARY_BUTTON}>
              Supprimer définitivement
            </SubmitButton>
            <button type="button" onClick={close} className={SECONDARY_BUTTON}>
              Annuler
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
