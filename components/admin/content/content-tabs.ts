import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ContentTabProps } from "./content-tab-props";

export type { ContentTabProps };

export interface ContentTab {
  id: string;
  /** The tab's label, in French. */
  label: string;
  Component: LazyExoticComponent<ComponentType<ContentTabProps>>;
}

/** The tabs of « Contenus », in their order; each one a chunk of its own, fetched when first shown. */
export const CONTENT_TABS: ContentTab[] = [
  // Each module adds its tab here: { id: "blog", label: "Blog", Component: lazy(() => import("./blog/blog-tab")) },
  { id: "reviews", label: "Avis", Component: lazy(() => import("./reviews/reviews-tab")) },
  { id: "closures", label: "Jours de fermeture", Component: lazy(() => import("./closures/closures-tab")) },
  { id: "messages", label: "Messages", Component: lazy(() => import("./messages/messages-tab")) },
  { id: "forms", label: "Formulaires", Component: lazy(() => import("./forms/form-answers-tab")) },
  { id: "registrations", label: "Inscriptions", Component: lazy(() => import("./registrations/registrations-tab")) },
];
