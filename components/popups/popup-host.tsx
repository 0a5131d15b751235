"use client";
import { useQuery, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { Modal } from "@/components/ui/modal";
import { hasPopupBeenOpened } from "@/components/ui/modal-memory";
import { usePopupOnce } from "@/components/ui/use-popup-once";
import { getQueryClient } from "@/lib/api-client/query-client";
import { queryKeys } from "@/lib/api-client/query-keys";
import { fetchPopups } from "@/lib/api-client/workshops";
import type { Popup } from "@/lib/schemas/popup";
import { useUiStore } from "@/stores/ui-store";

export interface PopupHostProps {
  path: string;
}

/** Loaded by PopupLauncher after the page is idle: reads the page's popups through react-query. */
export function PopupHost({ path }: PopupHostProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PagePopups key={path} path={path} />
    </QueryClientProvider>
  );
}

/** Not shown in this page life yet and, unless it shows on every load, never shown to this visitor. */
function isFresh(popup: Popup): boolean {
  if (useUiStore.getState().openedPopups.includes(String(popup.id))) return false;
  return popup.showOnEveryLoad || !hasPopupBeenOpened(String(popup.id));
}

function PagePopups({ path }: PopupHostProps) {
  const { data } = useQuery({ queryKey: queryKeys.popups(path), queryFn: () => fetchPopups(path), staleTime: 60_000 });
  // One popup per page visit: the first this visitor has not seen, chosen once (a refetch or the
  // popup marking itself seen must not swap or close it).
  const [popup, setPopup] = useState<Popup | null | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only read after hydration
    if (data && popup === undefined) setPopup(data.find(isFresh) ?? null);
  }, [data, popup]);
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
