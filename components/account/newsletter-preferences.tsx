"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { NewsletterList, NewsletterSubscription } from "@/lib/api-client/account";
import { generalMessage } from "./api-errors";
import { CheckboxField } from "./checkbox-field";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "./submit-button";
import { submitOnce } from "./submit-once";
import { loadAccountApi, preloadFormTools } from "./form-tools";

// Field names must not be bare numbers: react-hook-form would read "3" as an array index.
const fieldName = (listId: number) => `liste-${listId}`;

function checkedValues(lists: readonly NewsletterList[], subscriptions: readonly NewsletterSubscription[]): Record<string, boolean> {
  const confirmed = new Set(subscriptions.filter((s) => s.status === "CONFIRMED").map((s) => s.listId));
  return Object.fromEntries(lists.map((list) => [fieldName(list.id), confirmed.has(list.id)]));
}

/**
 * « Lettre d'information »: one checkbox per list (checked = confirmed subscription), saved with
 * PUT /user/newsletter/subscription. A logged-in user is subscribed at once (no confirmation e-mail).
 */
export function NewsletterPreferences({ lists, subscriptions }: { lists: NewsletterList[]; subscriptions: NewsletterSubscription[] }) {
  const [alert, setAlert] = useState<string | null>(null);
  const pending = new Set(subscriptions.filter((s) => s.status === "PENDING").map((s) => s.listId));
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<Record<string, boolean>>({ defaultValues: checkedValues(lists, subscriptions) });
  const [saved, setSaved] = useState(() => checkedValues(lists, subscriptions));

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    // Only the lists whose box changed: leaving a list stays possible when the site has turned
    // subscriptions off (the API refuses any `subscribed: true` then).
    const changes = lists
      .filter((list) => values[fieldName(list.id)] !== saved[fieldName(list.id)])
      .map((list) => ({ listId: list.id, subscribed: values[fieldName(list.id)] === true }));
    try {
      if (changes.length > 0) await (await loadAccountApi()).updateNewsletterSubscription(changes);
      setSaved({ ...values });
      reset(values);
      toast.success("Vos préférences d'abonnement sont enregistrées.");
    } catch (failure) {
      setAlert(generalMessage(failure));
    }
  });

  if (lists.length === 0) return <p>Aucune lettre d&apos;information n&apos;est proposée pour le moment.</p>;

  return (
    <form method="post" noValidate onSubmit={submitOnce(isSubmitting, submit)} onFocus={preloadFormTools} onPointerDown={preloadFormTools} className="flex max-w-xl flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Je souhaite recevoir :</legend>
        {lists.map((list) => (
          <CheckboxField
            key={list.id}
            label={list.name}
            hint={
              [list.description, pending.has(list.id) ? "Inscription en attente de confirmation par e-mail : cochez et enregistrez pour la confirmer." : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
            {...register(fieldName(list.id))}
          />
        ))}
      </fieldset>
      <FormAlert message={alert} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement en cours…">
          Enregistrer mes choix
        </SubmitButton>
      </div>
    </form>
  );
}
