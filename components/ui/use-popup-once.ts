import { useCallback, useEffect, useState } from "react";
import { useUiStore } from "@/stores/ui-store";
import { hasPopupBeenOpened, rememberPopupOpened } from "./modal-memory";

export interface PopupOnceOptions {
  /** False to keep the popup closed (e.g. its content is not loaded yet). */
  enabled?: boolean;
  /** Shows again after a full reload, but still once per page life (not on every client navigation). */
  showOnEveryReload?: boolean;
}

/**
 * Opens a popup at most once (SPEC §2: opened popups are remembered so each shows once):
 * remembered in memory for client navigations and in localStorage across reloads.
 */
export function usePopupOnce(id: string | number, { enabled = true, showOnEveryReload = false }: PopupOnceOptions = {}) {
  const [open, setOpen] = useState(false);
  const key = String(id);

  useEffect(() => {
    if (!enabled) return;
    const { openedPopups, markPopupOpened } = useUiStore.getState();
    if (openedPopups.includes(key)) return;
    if (!showOnEveryReload && hasPopupBeenOpened(key)) return;
    markPopupOpened(key);
    if (!showOnEveryReload) rememberPopupOpened(key);
    // localStorage only exists after hydration, so the decision cannot be made during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
  }, [key, enabled, showOnEveryReload]);

  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
