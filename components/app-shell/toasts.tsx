"use client";
import { ToastContainer, type CloseButtonProps } from "react-toastify/unstyled";
// A plain stylesheet, fetched with this lazily loaded chunk, instead of CSS injected from JS.
import "react-toastify/ReactToastify.css";

function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label="Fermer la notification"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
      className="absolute right-1 top-1 grid size-8 place-items-center rounded-full text-xl leading-none text-neutral-700 hover:bg-black/10"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** Toasts of every page (SPEC §2): top right, 3000 ms. Send them through components/ui/toast. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      closeButton={CloseButton}
      // The built-in timer bar is labelled in English only.
      hideProgressBar
      theme="light"
      aria-label="Notifications (Alt+T)"
    />
  );
}
