/** Props every admin panel opened from the toolbar receives. */
export interface AdminPanelProps {
  /** Closes the panel and returns focus to the toolbar button that opened it. */
  onClose: () => void;
}

/** The panels of the toolbar, in its order. */
export type AdminPanelId = "edit" | "pages" | "content" | "theme" | "media" | "audit";
