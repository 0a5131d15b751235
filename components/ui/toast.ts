/**
 * The one entry point for toasts. The container (components/app-shell/toasts.tsx) uses
 * "react-toastify/unstyled" so its CSS ships as a stylesheet rather than inside the JS; the plain
 * "react-toastify" entry is a separate bundle with its own queue, whose toasts would never show.
 */
export { toast } from "react-toastify/unstyled";
