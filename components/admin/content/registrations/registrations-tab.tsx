"use client";
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import {
  adminWorkshopKeys,
  cancelWorkshopRegistration,
  exportWorkshopRegistrations,
  listAdminWorkshops,
  listWorkshopRegistrations,
} from "@/lib/api-client/admin/workshop-registrations";
import { getQueryClient } from "@/lib/api-client/query-client";
import { formatDateTime } from "@/lib/domain/dates";
import type { AdminRegistration, AdminWorkshop, AdminWorkshopRegistrations } from "@/lib/schemas/admin/workshop-registrations";
import { ConfirmDialog } from "../../media/confirm-dialog";
import { BUTTON, INPUT, LABEL } from "../../media/styles";
import type { ContentTabProps } from "../content-tab-props";
import { AlertLine } from "../fields";
import { LoadError } from "../load-error";
import { retryUnlessRefused } from "../retry";
import { saveFile } from "../save-file";
import { RegistrationItem } from "./registration-item";
import { useHeadingFocus } from "../use-heading-focus";

/**
 * « Inscriptions » (Contenus): who signed up for a workshop — seats confirmed, seats held (address
 * to confirm, offered to the waiting list, each with its deadline), the waiting list — with each
 * one's seat status; cancel a sign-up (the seats freed are offered to the waiting list, as with the
 * visitor's cancel link); export the list as CSV for a spreadsheet.
 */
export default function RegistrationsTab(props: ContentTabProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <RegistrationsContent {...props} />
    </QueryClientProvider>
  );
}

function workshopOption(workshop: AdminWorkshop): string {
  const notes = [
    workshop.startsAt ? formatDateTime(workshop.startsAt).slice(0, 16) : null,
    workshop.seats && !workshop.seats.isOpen ? "passé" : null,
    workshop.isPublished ? null : "non publié",
  ].filter(Boolean);
  return notes.length > 0 ? `${workshop.title} (${notes.join(", ")})` : workshop.title;
}

/** The workshop shown first: the first one still open for sign-ups, else the first. */
function firstWorkshop(workshops: readonly AdminWorkshop[]): AdminWorkshop | null {
  return workshops.find((workshop) => workshop.seats?.isOpen) ?? workshops[0] ?? null;
}

function RegistrationsContent({ onStatus }: ContentTabProps) {
  const id = useId();
  const workshops = useQuery({ queryKey: adminWorkshopKeys.workshops(), queryFn: listAdminWorkshops, retry: retryUnlessRefused });
  const [chosen, setChosen] = useState<number | null>(null);
  const workshop = workshops.data?.find((item) => item.id === chosen) ?? firstWorkshop(workshops.data ?? []);

  if (workshops.isPending) {
    return (
      <p role="status" className="text-sm">
        Chargement des ateliers…
      </p>
    );
  }
  if (workshops.isError) return <LoadError message="Les ateliers n'ont pas pu être chargés." error={workshops.error} onRetry={() => void workshops.refetch()} />;
  if (!workshop) return <p className="text-sm">Ce site n&apos;a pas d&apos;atelier : il n&apos;y a pas d&apos;inscription à gérer.</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-md">
        <label htmlFor={`${id}-atelier`} className={LABEL}>
          Atelier
        </label>
        <select id={`${id}-atelier`} className={`mt-1 ${INPUT}`} value={workshop.id} onChange={(event) => setChosen(Number(event.target.value))}>
          {workshops.data.map((item) => (
            <option key={item.id} value={item.id}>
              {workshopOption(item)}
            </option>
          ))}
        </select>
      </div>
      <WorkshopRegistrations key={workshop.id} workshopId={workshop.id} onStatus={onStatus} />
    </div>
  );
}

function seatsSummary({ seats }: AdminWorkshop): string {
  if (!seats) return "Pas d'inscription en ligne pour cet atelier (aucune capacité indiquée).";
  const waiting = seats.waiting === 0 ? "personne en liste d'attente" : seats.waiting === 1 ? "1 inscription en liste d'attente" : `${seats.waiting} inscriptions en liste d'attente`;
  return `${seats.capacity} places : ${seats.taken} prises ou retenues, ${seats.left} libres, ${waiting}.`;
}

function WorkshopRegistrations({ workshopId, onStatus }: { workshopId: number; onStatus: (message: string) => void }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const key = adminWorkshopKeys.registrations(workshopId);
  const query = useQuery({ queryKey: key, queryFn: () => listWorkshopRegistrations(workshopId), retry: retryUnlessRefused });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<AdminRegistration | null>(null);
  const { headingRef, focusHeadingAfterRender } = useHeadingFocus();

  async function cancel(registration: AdminRegistration) {
    setBusyId(registration.id);
    setAlert(null);
    try {
      const { data, message } = await cancelWorkshopRegistration(workshopId, registration.id);
      setCancelling(null);
      queryClient.setQueryData<AdminWorkshopRegistrations>(key, { workshop: data.workshop, registrations: data.registrations });
      focusHeadingAfterRender();
      onStatus(message ?? `L'inscription de ${registration.name} est annulée.`);
    } catch (failure) {
      setCancelling(null);
      setAlert(generalMessage(failure));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: adminWorkshopKeys.workshops(), exact: true });
    }
  }

  async function exportList(workshop: AdminWorkshop) {
    if (exporting) return;
    setExporting(true);
    setAlert(null);
    try {
      const file = await exportWorkshopRegistrations(workshop);
      saveFile(file);
      onStatus(`La liste des inscriptions est téléchargée (${file.filename}).`);
    } catch (failure) {
      setAlert(`La liste n'a pas pu être exportée. ${generalMessage(failure)}`);
    } finally {
      setExporting(false);
    }
  }

  if (query.isPending) {
    return (
      <p role="status" className="text-sm">
        Chargement des inscriptions…
      </p>
    );
  }
  if (query.isError) return <LoadError message="Les inscriptions n'ont pas pu être chargées." error={query.error} onRetry={() => void query.refetch()} />;
  const { workshop, registrations } = query.data;
  const confirmed = registrations.filter((registration) => registration.status === "CONFIRMED");
  const held = registrations.filter((registration) => registration.status === "PENDING" || registration.status === "OFFERED");
  const waiting = registrations.filter((registration) => registration.status === "WAITING");
  const cancelled = registrations.filter((registration) => registration.status === "CANCELLED");
  const list = (items: AdminRegistration[], label: string, ordered = false) => {
    const rows = items.map((registration) => <RegistrationItem key={registration.id} registration={registration} busy={busyId === registration.id} onCancel={setCancelling} />);
    const className = "flex flex-col divide-y divide-neutral-200 rounded border border-neutral-300";
    return ordered ? (
      <ol aria-label={label} className={className}>
        {rows}
      </ol>
    ) : (
      <ul aria-label={label} className={className}>
        {rows}
      </ul>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">{seatsSummary(workshop)}</p>
        <button type="button" className={BUTTON} aria-disabled={exporting || undefined} onClick={() => void exportList(workshop)}>
          {exporting ? "Export en cours…" : "Exporter la liste (CSV)"}
        </button>
      </div>
      <AlertLine message={alert} />
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          Places confirmées ({confirmed.length})
        </h3>
        {confirmed.length === 0 ? <p className="text-sm">Aucune inscription confirmée.</p> : list(confirmed, "Places confirmées")}
      </section>
      {held.length > 0 ? (
        <section aria-labelledby={`${headingId}-retenues`} className="flex flex-col gap-2">
          <h3 id={`${headingId}-retenues`} className="text-base font-semibold">
            Places retenues ({held.length})
          </h3>
          <p className="text-sm">En attente de la confirmation de l&apos;adresse e-mail, ou proposées à la liste d&apos;attente : libérées si le délai passe.</p>
          {list(held, "Places retenues")}
        </section>
      ) : null}
      <section aria-labelledby={`${headingId}-attente`} className="flex flex-col gap-2">
        <h3 id={`${headingId}-attente`} className="text-base font-semibold">
          Liste d&apos;attente ({waiting.length})
        </h3>
        {waiting.length === 0 ? <p className="text-sm">Personne en liste d&apos;attente.</p> : list(waiting, "Liste d'attente", true)}
      </section>
      {cancelled.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700">Inscriptions annulées ou expirées ({cancelled.length})</summary>
          <div className="mt-2">{list(cancelled, "Inscriptions annulées")}</div>
        </details>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title="Annuler cette inscription ?"
          confirmLabel="Oui, annuler l'inscription"
          cancelLabel="Garder l'inscription"
          busy={busyId === cancelling.id}
          onConfirm={() => void cancel(cancelling)}
          onCancel={() => setCancelling(null)}
        >
          <p>
            {cancelling.name} ({cancelling.seats === 1 ? "1 place" : `${cancelling.seats} places`}){" "}
            {cancelling.confirmBy ? "n'a pas confirmé son adresse e-mail : rien ne lui sera envoyé." : "sera prévenu par e-mail."} Les places libérées sont
            proposées à la liste d&apos;attente, dans l&apos;ordre, à chaque groupe qui y tient : chacun est prévenu par e-mail et a un délai pour accepter.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
