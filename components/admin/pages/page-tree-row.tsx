"use client";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import type { AdminPageNode } from "@/lib/schemas/admin/pages";
import type { TreeMove } from "./tree-moves";

const ACTION =
  "inline-flex min-h-9 items-center rounded border border-ink/50 px-2 text-sm hover:bg-ink/10 aria-disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";
const BADGE = "rounded border border-current px-1.5 text-xs font-semibold";

const MOVE_LABELS: Record<TreeMove, string> = {
  up: "Monter",
  down: "Descendre",
  indent: "Sous la précédente",
  outdent: "Remonter d'un niveau",
};

const TYPE_BADGES: Partial<Record<AdminPageNode["type"], string>> = { HOME: "Accueil", FOLDER: "Rubrique", LINK: "Lien" };

export interface PageTreeRowProps {
  page: AdminPageNode;
  depth: number;
  /** Which keyboard moves are possible now. */
  canMove: Record<TreeMove, boolean>;
  onMove: (move: TreeMove) => void;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}

/** One page of the tree: drag handle, title, url, badges, move / edit / delete buttons, then its children. */
export function PageTreeRow({ page, depth, canMove, onMove, onEdit, onDelete, children }: PageTreeRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: page.id });
  const name = page.menuTitle || page.title;
  const badge = TYPE_BADGES[page.type];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "relative z-10 opacity-80" : undefined}
      data-page-id={page.id}
      data-depth={depth}
    >
      <div className="flex flex-col gap-2 border-b border-ink/20 py-2">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={`${ACTION} cursor-grab touch-none`}
            aria-label={`Glisser « ${name} »`}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <div className="min-w-0">
            <p className="font-semibold" id={`page-${page.id}-titre`}>
              {name}
            </p>
            <p className="break-all text-sm">{page.type === "LINK" ? (page.link?.url ?? "script") : `/${page.url}`}</p>
            <p className="flex flex-wrap gap-1">
              {badge ? <span className={BADGE}>{badge}</span> : null}
              {page.showInMenu ? null : <span className={BADGE}>Masquée du menu</span>}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1 ps-11" role="group" aria-label={`Actions pour « ${name} »`}>
          {(Object.keys(MOVE_LABELS) as TreeMove[]).map((move) => (
            <button
              key={move}
              type="button"
              className={ACTION}
              data-action={`${move}-${page.id}`}
              aria-disabled={canMove[move] ? undefined : true}
              aria-label={`${MOVE_LABELS[move]} « ${name} »`}
              onClick={() => canMove[move] && onMove(move)}
            >
              {MOVE_LABELS[move]}
            </button>
          ))}
          <button type="button" className={ACTION} data-action={`edit-${page.id}`} aria-label={`Modifier « ${name} »`} onClick={onEdit}>
            Modifier
          </button>
          {page.type === "HOME" ? null : (
            <button type="button" className={ACTION} data-action={`delete-${page.id}`} aria-label={`Supprimer « ${name} »`} onClick={onDelete}>
              Supprimer
            </button>
          )}
        </div>
      </div>
      {children}
    </li>
  );
}
