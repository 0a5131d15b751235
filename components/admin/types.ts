/** Props every admin panel opened from the toolbar receives. */
export interface AdminPanelProps {
  /** Closes the panel and returns focus to the toolbar button that opened it. */
  onClose: () => void;
}

/** The panels of the toolbar, in its order. */
/** « orders » only on shop sites. */
export type AdminPanelId = "edit" | "pages" | "content" | "orders" | "theme" | "media" | "audit";
