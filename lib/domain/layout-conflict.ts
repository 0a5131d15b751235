import { formatDate } from "./dates";
import { lazyValue } from "@/lib/domain/lazy-value";

const HOUR_MINUTE = lazyValue(() => new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit", hour12: false }));

/** "Claire Morel", or null when the author is unknown. */
function authorName(author: { firstname: string | null; lastname: string | null } | null): string | null {
  const name = [author?.firstname, author?.lastname].filter((part) => part && part.trim() !== "").join(" ").trim();
  return name === "" ? null : name;
}

/**
 * The message of a refused publish (409): « Cette page a été modifiée par Claire Morel le
 * 23/11/2026 à 10:12. » (Europe/Paris), without the name when the author is unknown.
 */
export function layoutConflictMessage(author: { firstname: string | null; lastname: string | null } | null, createdAt: Date | string): string {
  const date = createdAt instanceof Date ? createdAt : new Date(createdAt);
  const name = authorName(author);
  const when = `le ${formatDate(date)} à ${HOUR_MINUTE().format(date)}`;
  return name ? `Cette page a été modifiée par ${name} ${when}.` : `Cette page a été modifiée par une autre personne ${when}.`;
}
