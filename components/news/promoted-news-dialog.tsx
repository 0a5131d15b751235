"use client";
import { SiteLink } from "@/components/ui/site-link";
import { Modal } from "@/components/ui/modal";
import { usePopupOnce } from "@/components/ui/use-popup-once";

/** PROMOTED_NEWS_STYLE = POPUP: the promoted news in a dialog, shown once per visitor (SPEC §2 popup rules). */
export default function PromotedNewsDialog({ id, title, message, href }: { id: number; title: string; message: string | null; href: string }) {
  const { open, close } = usePopupOnce(`promoted-news-${id}`);
  return (
    <Modal open={open} onClose={close} title="À la une" rememberKey={`promoted-news-${id}`}>
      <p className="font-semibold">{title}</p>
      {message ? <p className="mt-3">{message}</p> : null}
      <p className="mt-5">
        <SiteLink href={href} className="text-link underline" onClick={close}>
          Lire l&apos;actualité
        </SiteLink>
      </p>
    </Modal>
  );
}
