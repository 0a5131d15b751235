"use client";
import { useEffect, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { Modal } from "@/components/ui/modal";
import { hasPopupBeenOpened } from "@/components/ui/modal-memory";
import { usePopupOnce } from "@/components/ui/use-popup-once";
import type { Popup } from "@/lib/schemas/popup";
import { useUiStore } from "@/stores/ui-store";

export interface PopupHostProps {
  /** The popups of the page (the layout's, filtered by PopupLauncher); remounted per page. */
  popups: readonly Popup[];
}

/** Not shown in this page life yet and, unless it shows on every load, never shown to this visitor. */
function isFresh(popup: Popup): boolean {
  if (useUiStore.getState().openedPopups.includes(String(popup.id))) return false;
  return popup.showOnEveryLoad || !hasPopupBeenOpened(String(popup.id));
}

/** Loaded by PopupLauncher after the page is idle, on a page that has popups. */
export function PopupHost({ popups }: PopupHostProps) {
  // One popup per page visit: the first this visitor has not seen, chosen once (the popup marking
  // itself seen must not swap or close it).
  const [popup, setPopup] = useState<Popup | null | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only read after hydration
    if (popup === undefined) setPopup(popups.find(isFresh) ?? null);
  }, [popups, popup]);
  return popup ? <PopupDialog key={popup.id} popup={popup} /> : null;
}

function PopupDialog({ popup }: { popup: Popup }) {
  const { open, close } = usePopupOnce(popup.id, { showOnEveryReload: popup.showOnEveryLoad });
  return (
    <Modal open={open} onClose={close} title={popup.title} rememberKey={`popup-${popup.id}`} showOnEveryReload={popup.showOnEveryLoad}>
      <div data-testid="site-popup">
        {popup.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- image of the media library, served by the image route
          <img src={popup.image.url} alt={popup.image.alt} width={480} height={270} loading="lazy" className="mb-4 aspect-video w-full rounded-md object-cover" />
        ) : null}
        {/* Sanitised by the platform (allow-listed HTML, on write and on read). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
        {popup.button ? (
          <p className="mt-5">
            <SiteLink
              href={popup.button.url}
              onClick={close}
              className="inline-block rounded-md bg-primary px-5 py-3 font-semibold text-on-primary hover:opacity-90"
            >
              {popup.button.label}
            </SiteLink>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
