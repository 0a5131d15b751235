import { useUiStore } from "@/stores/ui-store";

export const OFFLINE_MESSAGE = "Vous êtes hors ligne : certaines fonctions ne sont pas disponibles.";
export const ONLINE_MESSAGE = "Connexion rétablie.";
const OFFLINE_TOAST_ID = "connection-offline";
const ONLINE_TOAST_ID = "connection-online";

/**
 * The toast module is its own chunk, fetched while still online (the watcher starts after
 * hydration): once the connection is gone, a chunk can no longer be downloaded.
 */
const loadToast = () => import("@/components/ui/toast").then((module) => module.toast);

/**
 * Tracks navigator.onLine in the UI store (SPEC §4) and tells the visitor when the connection
 * drops or comes back. Returns the cleanup.
 */
export function watchConnectionStatus(): () => void {
  const { setOnline } = useUiStore.getState();
  if (navigator.onLine) void loadToast().catch(() => undefined);
  const goOffline = async () => {
    setOnline(false);
    const toast = await loadToast();
    toast.dismiss(ONLINE_TOAST_ID);
    toast.warning(OFFLINE_MESSAGE, { toastId: OFFLINE_TOAST_ID });
  };
  const goOnline = async () => {
    setOnline(true);
    const toast = await loadToast();
    toast.dismiss(OFFLINE_TOAST_ID);
    toast.success(ONLINE_MESSAGE, { toastId: ONLINE_TOAST_ID });
  };
  const onOffline = () => void goOffline();
  const onOnline = () => void goOnline();

  if (navigator.onLine) setOnline(true);
  else onOffline();
  window.addEventListener("offline", onOffline);
  window.addEventListener("online", onOnline);
  return () => {
    window.removeEventListener("offline", onOffline);
    window.removeEventListener("online", onOnline);
  };
}
