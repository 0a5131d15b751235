"use client";
import { useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { LINK, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { useFocusOnShow } from "@/components/account/use-focus-on-show";
import { SiteLink } from "@/components/ui/site-link";

type Choice = "accept" | "decline";

/**
 * The two buttons of an offer: « Accepter la place » (POST /workshop/registration/accept) or
 * « Je ne viens pas » (POST /workshop/registration/cancel: the place goes to the next in line).
 * Nothing happens on opening the page (mail scanners open links), only on a button.
 */
export function WorkshopOfferChoice({ token, workshopPath }: { token: string; workshopPath: string }) {
  const [pending, setPending] = useState<Choice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const doneRef = useFocusOnShow<HTMLDivElement>(done !== null);

  const choose = async (choice: Choice) => {
    if (pending) return;
    setPending(choice);
    setAlert(null);
    try {
      const api = await import("@/lib/api-client/workshops");
      setDone(choice === "accept" ? await api.acceptWorkshopOffer(token) : await api.cancelWorkshopRegistration(token));
    } catch (failure) {
      setAlert(generalMessage(failure));
    } finally {
      setPending(null);
    }
  };

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="flex flex-col gap-3 outline-none">
        <p className="font-semibold">{done}</p>
        <p>
          <SiteLink className={LINK} href={workshopPath}>
            Revoir la page de l&apos;atelier
          </SiteLink>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={PRIMARY_BUTTON} aria-disabled={pending !== null || undefined} onClick={() => void choose("accept")}>
          {pending === "accept" ? "Confirmation en cours…" : "Accepter la place"}
        </button>
        <button type="button" className={SECONDARY_BUTTON} aria-disabled={pending !== null || undefined} onClick={() => void choose("decline")}>
          {pending === "decline" ? "Annulation en cours…" : "Je ne viens pas"}
        </button>
      </div>
    </div>
  );
}
