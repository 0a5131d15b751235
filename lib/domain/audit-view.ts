import { lazyValue } from "./lazy-value";

/**
 * How the audit panel shows an entry: French action names, the date in Europe/Paris
 * (dd/mm/yyyy hh:mm) and the fields that changed between before and after.
 */

export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "parameter.update": "Paramètre modifié",
  "parameter.reset": "Paramètre rétabli par défaut",
  "font.update": "Police modifiée",
  "page.create": "Page créée",
  "page.update": "Page modifiée",
  "page.delete": "Page supprimée",
  "page.publish": "Page publiée",
  "page.restore": "Version de page restaurée",
  "page.copy": "Copie de page publiée",
  "page.reorder": "Pages réordonnées",
  "page-layout.create": "Première version de page créée",
  "page-draft.save": "Brouillon de page enregistré",
  "page-draft.delete": "Brouillon de page supprimé",
  "menu.update": "Menu réorganisé",
  "image.upload": "Image ajoutée",
  "image.update": "Image modifiée",
  "image.delete": "Image supprimée",
  "logo.update": "Logo modifié",
  "logo.delete": "Logo supprimé",
  "calendar-closure.create": "Jour de fermeture ajouté",
  "calendar-closure.delete": "Jour de fermeture supprimé",
  "review.create": "Avis ajouté",
  "review.moderate": "Avis publié ou masqué",
  "review.delete": "Avis supprimé",
  "review-link.create": "Lien d'avis envoyé",
  "contact-message.mark": "Message marqué lu ou non lu",
  "contact-message.delete": "Message supprimé",
  "form-answer.delete": "Réponse à un formulaire supprimée",
  "workshop-registration.cancel": "Inscription à un atelier annulée",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

const DATE_TIME = lazyValue(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      timeZone: "Europe/Paris",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    }),
);

/** "23/11/2026 04:50" in Europe/Paris; "" for an invalid date. */
export function formatAuditDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(DATE_TIME().formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return "(vide)";
  if (typeof value === "string") return value === "" ? "(vide)" : value;
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields whose value differs between before and after (a whole value when either is not an object). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: "valeur", before: show(before), after: show(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => show(from[field]) !== show(to[field]))
    .map((field) => ({ field, before: show(from[field]), after: show(to[field]) }));
}
