"use client";
import { BUTTON } from "../media/styles";

export interface PagerProps {
  /** Accessible name of the navigation (« Pages des messages »). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * « Page précédente », « Page 2 sur 5 », « Page suivante » under a paged list; nothing when it
 * fits on one page. The buttons stay focusable at the ends (aria-disabled), so focus never drops.
 */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (target: number) => () => {
    if (target >= 1 && target <= pages && target !== page) onPage(target);
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <button type="button" className={BUTTON} aria-disabled={page <= 1 || undefined} onClick={go(page - 1)}>
        Page précédente
      </button>
      <p aria-live="polite">
        Page {page} sur {pages}
      </p>
      <button type="button" className={BUTTON} aria-disabled={page >= pages || undefined} onClick={go(page + 1)}>
        Page suivante
      </button>
    </nav>
  );
}
