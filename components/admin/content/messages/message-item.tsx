"use client";
import { formatDateTime } from "@/lib/domain/dates";
import { telHref } from "@/lib/domain/phone";
import type { ContactMessageView } from "@/lib/schemas/contact";
import { BUTTON } from "../../media/styles";

export type MessageAction = "toggle" | "unread" | "delete";

export interface MessageItemProps {
  message: ContactMessageView;
  open: boolean;
  /** True while a request about this message runs: its buttons say so and ignore clicks. */
  busy: boolean;
  onAction: (message: ContactMessageView, action: MessageAction) => void;
}

const LINK = "text-blue-800 underline hover:no-underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700";

/** One message of the list: who, about what, when, read or not; opened, the whole text and what to do with it. */
export function MessageItem({ message, open, busy, onAction }: MessageItemProps) {
  const unread = message.readAt === null;
  const textId = `message-${message.id}-texte`;
  const act = (action: MessageAction) => () => {
    if (!busy) onAction(message, action);
  };
  // The space stays outside the hidden text: accessible names drop a span's leading space.
  const about = (
    <span className="sr-only">
      le message de {message.name} ({message.subject})
    </span>
  );
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const phoneLink = telHref(message.phone);
  return (
    <li className={`flex flex-col gap-2 rounded border p-3 ${unread ? "border-blue-800 bg-blue-50" : "border-neutral-300"}`} data-message-id={message.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="break-words">
            {unread ? <span className="mr-2 rounded bg-blue-800 px-1.5 py-0.5 text-xs font-semibold text-white">Non lu</span> : <span className="sr-only">Lu : </span>}
            <span className={unread ? "font-bold" : "font-semibold"}>{message.subject}</span>
          </p>
          <p className="break-words">
            {message.name} — <a className={LINK} href={`mailto:${message.email}`}>{message.email}</a>
            {message.phone ? (
              <>
                {" — "}
                {phoneLink ? (
                  <a className={LINK} href={phoneLink}>
                    {message.phone}
                  </a>
                ) : (
                  message.phone
                )}
              </>
            ) : null}
          </p>
          <p className="text-xs text-neutral-700">
            Reçu le <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </div>
        <button
          type="button"
          className={BUTTON}
          data-action={`toggle-${message.id}`}
          aria-expanded={open}
          aria-controls={open ? textId : undefined}
          aria-disabled={busy || undefined}
          onClick={act("toggle")}
        >
          {open ? "Refermer " : "Lire "}
          {about}
        </button>
      </div>
      {open ? (
        <div id={textId} className="flex flex-col gap-3 border-t border-neutral-300 pt-2">
          <p className="whitespace-pre-line break-words text-sm">{message.message}</p>
          <div className="flex flex-wrap items-center gap-2">
            <a className={`${BUTTON} no-underline`} href={reply}>
              Répondre par e-mail {about}
            </a>
            <button type="button" className={BUTTON} data-action={`unread-${message.id}`} aria-disabled={busy || undefined} onClick={act("unread")}>
              Marquer comme non lu {about}
            </button>
            <button type="button" className={BUTTON} data-action={`delete-${message.id}`} aria-disabled={busy || undefined} onClick={act("delete")}>
              Supprimer {about}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
