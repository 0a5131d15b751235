"use client";
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { adminReviewsKey, deleteAdminReview, listAdminReviews, moderateAdminReview } from "@/lib/api-client/admin/reviews";
import { getQueryClient } from "@/lib/api-client/query-client";
import type { AdminReview } from "@/lib/schemas/reviews";
import { ConfirmDialog } from "../../media/confirm-dialog";
import { BUTTON } from "../../media/styles";
import type { ContentTabProps } from "../content-tab-props";
import { AlertLine } from "../fields";
import { retryUnlessRefused } from "../retry";
import { AddReviewForm } from "./add-review-form";
import { ReviewItem, type ReviewAction } from "./review-item";
import { ReviewLinkForm } from "./review-link-form";

/**
 * « Avis » (Contenus): the reviews waiting for moderation first, then the published ones; approve,
 * hide or refuse (delete) them; add one by hand; e-mail a review link to a customer.
 */
export default function ReviewsTab(props: ContentTabProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ReviewsContent {...props} />
    </QueryClientProvider>
  );
}

function ReviewsContent({ onStatus }: ContentTabProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminReviewsKey(), queryFn: listAdminReviews, retry: retryUnlessRefused });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<AdminReview | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // After a review changes list, focus follows it (its new button), or goes to the list's title.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusAfter.current;
    const target = selector ? rootRef.current?.querySelector<HTMLElement>(selector) : null;
    if (!target) return;
    focusAfter.current = null;
    target.focus();
  });

  const reviews = query.data ?? [];
  const pending = reviews.filter((review) => !review.isPublished);
  const published = reviews.filter((review) => review.isPublished);

  const replace = (review: AdminReview) =>
    queryClient.setQueryData<AdminReview[]>(adminReviewsKey(), (list) => (list ?? []).map((item) => (item.id === review.id ? review : item)));

  async function moderate(review: AdminReview, isPublished: boolean) {
    setBusyId(review.id);
    setAlert(null);
    try {
      const { data, message } = await moderateAdminReview(review.id, isPublished);
      replace(data);
      focusAfter.current = `[data-action="${isPublished ? "hide" : "approve"}-${review.id}"]`;
      onStatus(message ?? (isPublished ? "L'avis est publié." : "L'avis est masqué."));
    } catch (failure) {
      setAlert(generalMessage(failure));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: adminReviewsKey() });
    }
  }

  async function refuse(review: AdminReview) {
    setBusyId(review.id);
    setAlert(null);
    try {
      const { message } = await deleteAdminReview(review.id);
      // The dialog closes first: focus can only move out of it once it is gone.
      setRefusing(null);
      queryClient.setQueryData<AdminReview[]>(adminReviewsKey(), (list) => (list ?? []).filter((item) => item.id !== review.id));
      focusAfter.current = "#avis-a-moderer";
      onStatus(message ?? "L'avis est supprimé.");
    } catch (failure) {
      setRefusing(null);
      setAlert(generalMessage(failure));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: adminReviewsKey() });
    }
  }

  const onAction = (review: AdminReview, action: ReviewAction) => {
    if (action === "refuse") setRefusing(review);
    else void moderate(review, action === "approve");
  };

  return (
    <div ref={rootRef} className="flex flex-col gap-5">
      {query.isPending ? (
        <p role="status" className="text-sm">
          Chargement des avis…
        </p>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-2">
          <AlertLine message={`Les avis n'ont pas pu être chargés. ${generalMessage(query.error)}`} />
          <button type="button" className={BUTTON} onClick={() => void query.refetch()}>
            Réessayer
          </button>
        </div>
      ) : (
        <>
          <AlertLine message={alert} />
          <section aria-labelledby="avis-a-moderer" className="flex flex-col gap-2">
            <h3 id="avis-a-moderer" tabIndex={-1} className="text-base font-semibold outline-none">
              À modérer ({pending.length})
            </h3>
            <p className="text-sm text-neutral-800">Les avis laissés par vos clients et les avis masqués : ils ne sont pas affichés sur le site.</p>
            {pending.length === 0 ? (
              <p className="text-sm">Aucun avis en attente.</p>
            ) : (
              <ul aria-label="Avis à modérer" className="flex flex-col gap-2">
                {pending.map((review) => (
                  <ReviewItem key={review.id} review={review} busy={busyId === review.id} onAction={onAction} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="avis-publies" className="flex flex-col gap-2">
            <h3 id="avis-publies" className="text-base font-semibold">
              Publiés ({published.length})
            </h3>
            {published.length === 0 ? (
              <p className="text-sm">Aucun avis publié : le bloc « Avis » du site reste vide.</p>
            ) : (
              <ul aria-label="Avis publiés" className="flex flex-col gap-2">
                {published.map((review) => (
                  <ReviewItem key={review.id} review={review} busy={busyId === review.id} onAction={onAction} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <AddReviewForm
        onSaved={(review, message) => {
          queryClient.setQueryData<AdminReview[]>(adminReviewsKey(), (list) => [review, ...(list ?? [])]);
          void queryClient.invalidateQueries({ queryKey: adminReviewsKey() });
          onStatus(message);
        }}
      />
      <ReviewLinkForm onSent={onStatus} />
      {refusing ? (
        <ConfirmDialog title="Refuser cet avis ?" confirmLabel="Refuser et supprimer" busy={busyId === refusing.id} onConfirm={() => void refuse(refusing)} onCancel={() => setRefusing(null)}>
          <p>
            L&apos;avis de {[refusing.authorFirstname, refusing.authorLastname].filter(Boolean).join(" ")} sera supprimé et ne sera jamais publié. Son texte reste dans le journal
            des modifications.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
