"use client";
import { Fragment, useEffect, useState } from "react";
import { fetchAudit } from "@/lib/api-client/admin/audit";
import { AUDIT_ACTION_LABELS, auditActionLabel, auditChanges, formatAuditDate } from "@/lib/domain/audit-view";
import type { AuditList } from "@/lib/schemas/admin/audit";
import type { AdminPanelProps } from "../types";

const PAGE_SIZE = 10;
const BUTTON =
  "rounded border border-neutral-600 bg-white px-3 py-1.5 text-sm text-neutral-900 hover:bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";

/** « Journal des modifications »: the site's admin writes, newest first, paged, by action, with before / after. */
// The toolbar's dialog gives the title and the close button (AdminPanelProps.onClose unused here).
export default function AuditPanel(_props: AdminPanelProps) {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState("");
  const [data, setData] = useState<AuditList | null>(null);
  const [status, setStatus] = useState("Chargement du journal…");
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    fetchAudit({ page, nbItem: PAGE_SIZE, action: action || undefined })
      .then((list) => {
        if (!live) return;
        setData(list);
        setStatus(list.total === 0 ? "Aucune modification enregistrée." : `${list.total} modification(s), page ${page} sur ${Math.max(1, Math.ceil(list.total / PAGE_SIZE))}.`);
      })
      .catch((error: unknown) => live && setStatus(`Impossible de charger le journal : ${error instanceof Error ? error.message : ""}`));
    return () => {
      live = false;
    };
  }, [page, action]);

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section aria-label="Journal des modifications" className="flex flex-col gap-3 bg-white p-4 text-neutral-900">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="audit-action" className="text-sm font-semibold">
          Type de modification
        </label>
        <select
          id="audit-action"
          className="rounded border border-neutral-500 bg-white px-2 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
            setOpen(null);
          }}
        >
          <option value="">Toutes</option>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="text-sm text-neutral-800">
        {status}
      </p>
      {data && data.list.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Modifications du site, de la plus récente à la plus ancienne</caption>
            <thead>
              <tr className="border-b border-neutral-400">
                <th scope="col" className="p-2">Date</th>
                <th scope="col" className="p-2">Auteur</th>
                <th scope="col" className="p-2">Action</th>
                <th scope="col" className="p-2">Élément</th>
                <th scope="col" className="p-2">Détails</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((entry) => {
                const changes = auditChanges(entry.before, entry.after);
                const expanded = open === entry.id;
                return (
                  <Fragment key={entry.id}>
                    <tr className="border-b border-neutral-200 align-top">
                      <td className="whitespace-nowrap p-2">{formatAuditDate(entry.createdAt)}</td>
                      <td className="p-2 break-all">{entry.userEmail}</td>
                      <td className="p-2">{auditActionLabel(entry.action)}</td>
                      <td className="p-2 break-all">{entry.entityId ? `${entry.entity} ${entry.entityId}` : entry.entity}</td>
                      <td className="p-2">
                        <button
                          type="button"
                          className={BUTTON}
                          aria-expanded={expanded}
                          aria-controls={`audit-details-${entry.id}`}
                          onClick={() => setOpen(expanded ? null : entry.id)}
                        >
                          {expanded ? "Masquer" : "Afficher"}
                          <span className="sr-only"> les détails du {formatAuditDate(entry.createdAt)}</span>
                        </button>
                      </td>
                    </tr>
                    <tr id={`audit-details-${entry.id}`} hidden={!expanded}>
                      <td colSpan={5} className="bg-neutral-50 p-2">
                        {changes.length === 0 ? (
                          <p>Aucune différence enregistrée.</p>
                        ) : (
                          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                            {changes.map((change) => (
                              <Fragment key={change.field}>
                                <dt className="font-semibold">{change.field}</dt>
                                <dd className="break-all">
                                  <span className="sr-only">avant : </span>
                                  <del className="text-red-800">{change.before}</del> → <span className="sr-only">après : </span>
                                  <ins className="text-green-800 no-underline">{change.after}</ins>
                                </dd>
                              </Fragment>
                            ))}
                          </dl>
                        )}
                      </td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav aria-label="Pages du journal" className="flex items-center justify-between gap-2">
        <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Page précédente
        </button>
        <span className="text-sm">
          Page {page} sur {pages}
        </span>
        <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Page suivante
        </button>
      </nav>
    </section>
  );
}
