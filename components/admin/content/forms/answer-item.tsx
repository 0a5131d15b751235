"use client";
import { formatDateTime } from "@/lib/domain/dates";
import { formatAnswerValue } from "@/lib/domain/form-answer-value";
import type { AdminFormAnswer, AdminFormAnswerFile } from "@/lib/schemas/admin/form-answers";
import type { FormField } from "@/lib/schemas/forms";
import { formatBytes } from "../../media/format";
import { BUTTON } from "../../media/styles";

export type AnswerAction = "toggle" | "delete";

export interface AnswerItemProps {
  answer: AdminFormAnswer;
  fields: readonly FormField[];
  open: boolean;
  busy: boolean;
  onAction: (answer: AdminFormAnswer, action: AnswerAction) => void;
  onDownload: (answer: AdminFormAnswer, file: AdminFormAnswerFile) => void;
}

/** « Mairie de Villeurbanne — Paul Girard »: the first two texts typed, to tell the answers apart. */
export function answerSummary(answer: AdminFormAnswer, fields: readonly FormField[]): string {
  const texts = fields
    .filter((field) => field.kind === "text" || field.kind === "email")
    .map((field) => answer.values[field.name])
    .filter((value): value is string => typeof value === "string" && value.trim() !== "");
  return texts.slice(0, 2).join(" — ") || "Réponse sans texte";
}

/** Every field of the answer with its label, in the form's order; values of fields removed since, under their name. */
function rows(answer: AdminFormAnswer, fields: readonly FormField[]) {
  const known = new Set(fields.map((field) => field.name));
  return [
    ...fields.map((field) => ({ name: field.name, label: field.label, kind: field.kind as string | null })),
    ...Object.keys(answer.values)
      .filter((name) => !known.has(name))
      .map((name) => ({ name, label: name, kind: null })),
  ];
}

/** One answer of the list: when and from whom; opened, every field, the files to download. */
export function AnswerItem({ answer, fields, open, busy, onAction, onDownload }: AnswerItemProps) {
  const detailsId = `reponse-${answer.id}-detail`;
  const summary = answerSummary(answer, fields);
  const date = formatDateTime(answer.createdAt);
  const act = (action: AnswerAction) => () => {
    if (!busy) onAction(answer, action);
  };
  const about = <span className="sr-only">la réponse du {date}</span>;
  return (
    <li className="flex flex-col gap-2 rounded border border-neutral-300 p-3" data-answer-id={answer.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="break-words font-semibold">{summary}</p>
          <p className="text-xs text-neutral-700">
            Reçue le <time dateTime={answer.createdAt}>{date}</time>
            {answer.files.length > 0 ? ` — ${answer.files.length === 1 ? "1 fichier joint" : `${answer.files.length} fichiers joints`}` : ""}
          </p>
        </div>
        <button type="button" className={BUTTON} data-action={`toggle-${answer.id}`} aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={act("toggle")}>
          {open ? "Refermer " : "Voir "}
          {about}
        </button>
      </div>
      {open ? (
        <div id={detailsId} className="flex flex-col gap-3 border-t border-neutral-300 pt-2">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            {rows(answer, fields).map((row) => {
              const files = answer.files.filter((file) => file.fieldName === row.name);
              return (
                <div key={row.name} className="contents">
                  <dt className="font-semibold">{row.label}</dt>
                  <dd className="mb-1 whitespace-pre-line break-words sm:mb-0">
                    {files.length > 0
                      ? files.map((file) => (
                          <button key={file.id} type="button" className={`${BUTTON} mr-2`} onClick={() => onDownload(answer, file)}>
                            Télécharger {file.originalName} ({formatBytes(file.byteSize)})
                          </button>
                        ))
                      : formatAnswerValue(row.kind, answer.values[row.name])}
                  </dd>
                </div>
              );
            })}
          </dl>
          <div>
            <button type="button" className={BUTTON} data-action={`delete-${answer.id}`} aria-disabled={busy || undefined} onClick={act("delete")}>
              Supprimer {about}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
