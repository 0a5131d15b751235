"use client";
import { keepPreviousData, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { ADMIN_MESSAGES_PAGE_SIZE, adminMessagesKeys, deleteAdminMessage, listAdminMessages, markAdminMessage } from "@/lib/api-client/admin/messages";
import { getQueryClient } from "@/lib/api-client/query-client";
import type { ContactMessageList, ContactMessageView } from "@/lib/schemas/contact";
import { ConfirmDialog } from "../../media/confirm-dialog";
import type { ContentTabProps } from "../content-tab-props";
import { AlertLine } from "../fields";
import { LoadError } from "../load-error";
import { Pager } from "../pager";
import { retryUnlessRefused } from "../retry";
import { MessageItem, type MessageAction } from "./message-item";

/**
 * « Messages » (Contenus): what visitors wrote through the contact form, newest first, 20 a page,
 * unread ones marked; open one to read it (it becomes read), mark it unread again, delete it.
 */
export default function MessagesTab(props: ContentTabProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <MessagesContent {...props} />
    </QueryClientProvider>
  );
}

const HEADING_ID = "messages-recus";

function MessagesContent({ onStatus }: ContentTabProps) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const key = adminMessagesKeys.page(page);
  const query = useQuery({ queryKey: key, queryFn: () => listAdminMessages(page), retry: retryUnlessRefused, placeholderData: keepPreviousData });
  const [openId, setOpenId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ContactMessageView | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // After a change, focus goes to what replaced the button pressed (or to the list's title).
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusAfter.current;
    const target = selector ? rootRef.current?.querySelector<HTMLElement>(selector) : null;
    if (!target) return;
    focusAfter.current = null;
    target.focus();
  });

  const replace = (message: ContactMessageView, unreadDelta: number) =>
    queryClient.setQueryData<ContactMessageList>(key, (data) =>
      data ? { ...data, unread: Math.max(0, data.unread + unreadDelta), list: data.list.map((item) => (item.id === message.id ? message : item)) } : data,
    );

  async function mark(message: ContactMessageView, isRead: boolean) {
    setBusyId(message.id);
    setAlert(null);
    try {
      const { data, message: said } = await markAdminMessage(message.id, isRead);
      replace(data, isRead ? -1 : 1);
      if (!isRead) {
        setOpenId(null);
        focusAfter.current = `[data-action="toggle-${message.id}"]`;
        onStatus(said ?? "Le message est marqué comme non lu.");
      }
    } catch (failure) {
      setAlert(generalMessage(failure));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all() });
    }
  }

  async function remove(message: ContactMessageView) {
    setBusyId(message.id);
    setAlert(null);
    try {
      const { message: said } = await deleteAdminMessage(message.id);
      // The dialog closes first: focus can only move out of it once it is gone.
      setDeleting(null);
      const left = (query.data?.list.length ?? 1) - 1;
      queryClient.setQueryData<ContactMessageList>(key, (data) =>
        data
          ? { ...data, total: data.total - 1, unread: data.unread - (message.readAt === null ? 1 : 0), list: data.list.filter((item) => item.id !== message.id) }
          : data,
      );
      // The last message of a page gone: the page before.
      if (left === 0 && page > 1) setPage(page - 1);
      focusAfter.current = `#${HEADING_ID}`;
      onStatus(said ?? "Le message est supprimé.");
    } catch (failure) {
      setDeleting(null);
      setAlert(generalMessage(failure));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all() });
    }
  }

  const onAction = (message: ContactMessageView, action: MessageAction) => {
    if (action === "delete") setDeleting(message);
    else if (action === "unread") void mark(message, false);
    else if (openId === message.id) setOpenId(null);
    else {
      setOpenId(message.id);
      if (message.readAt === null) void mark(message, true);
    }
  };

  if (query.isPending) {
    return (
      <p role="status" className="text-sm">
        Chargement des messages…
      </p>
    );
  }
  if (query.isError) return <LoadError message="Les messages n'ont pas pu être chargés." error={query.error} onRetry={() => void query.refetch()} />;
  const { list, total, unread } = query.data;
  return (
    <div ref={rootRef} className="flex flex-col gap-3">
      <section aria-labelledby={HEADING_ID} className="flex flex-col gap-2">
        <h3 id={HEADING_ID} tabIndex={-1} className="text-base font-semibold outline-none">
          Messages reçus ({total})
        </h3>
        <p className="text-sm text-neutral-800">
          {unread === 0 ? "Aucun message non lu." : unread === 1 ? "1 message non lu." : `${unread} messages non lus.`} Les messages envoyés par le formulaire de contact du site,
          du plus récent au plus ancien.
        </p>
        <AlertLine message={alert} />
        {list.length === 0 ? (
          <p className="text-sm">Aucun message pour l&apos;instant : ils arriveront ici dès qu&apos;un visiteur utilisera le formulaire de contact.</p>
        ) : (
          <ul aria-label="Messages reçus" aria-busy={query.isPlaceholderData || undefined} className="flex flex-col gap-2">
            {list.map((message) => (
              <MessageItem key={message.id} message={message} open={openId === message.id} busy={busyId === message.id} onAction={onAction} />
            ))}
          </ul>
        )}
        <Pager
          label="Pages des messages"
          page={page}
          total={total}
          pageSize={ADMIN_MESSAGES_PAGE_SIZE}
          onPage={(target) => {
            setOpenId(null);
            setPage(target);
          }}
        />
      </section>
      {deleting ? (
        <ConfirmDialog title="Supprimer ce message ?" confirmLabel="Supprimer le message" busy={busyId === deleting.id} onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(null)}>
          <p>
            Le message de {deleting.name} (« {deleting.subject} ») sera supprimé de cette liste. Son contenu reste dans le journal des modifications.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
