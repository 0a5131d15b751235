/** Id of the container the ClientShell renders for dialogs (falls back to <body>). */
export const MODAL_ROOT_ID = "modal-root";

export function modalRoot(): HTMLElement {
  return document.getElementById(MODAL_ROOT_ID) ?? document.body;
}
