import { lazyValue } from "@/lib/domain/lazy-value";
import type { LayoutAuthor } from "@/lib/schemas/admin/layouts";

const dateTime = lazyValue(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Paris",
    }),
);

/** « 23/11/2026 04:05 » (Paris time). */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso)).replace(",", "");
}

/** « Prénom Nom », or « Un administrateur » when unknown. */
export function personName(author: LayoutAuthor): string {
  const name = [author?.firstname, author?.lastname].filter(Boolean).join(" ");
  return name || "Un administrateur";
}
