"use client";
import type { EntityKind } from "@/components/blocks/shared-schemas";
import { listAdminForms, listAlbums, listProducts } from "@/lib/api-client/admin/block-entities";
import { listCalendars } from "@/lib/api-client/admin/calendar-closures";

/** One item of a picker: its id (what the block stores) and the name the admin reads. */
export interface EntityChoice {
  id: number;
  name: string;
}

/** Where a picker's items come from, and its French words. */
export interface EntitySource {
  load: () => Promise<EntityChoice[]>;
  loading: string;
  failed: string;
  empty: string;
  /** The first option of a required picker while nothing is chosen. */
  placeholder: string;
  /** The option of a stored id the list no longer holds. */
  missing: (id: number) => string;
  missingHint: string;
}

/** The react-query key of a picker's list (its own key: the items are mapped to choices). */
export const entityChoicesKey = (entity: EntityKind) => ["admin", "entity-choices", entity] as const;

/** The pickers of block fields made with entityId (components/blocks/shared-schemas.ts). */
export const ENTITY_SOURCES: Record<EntityKind, EntitySource> = {
  album: {
    load: async () => (await listAlbums()).map((album) => ({ id: album.id, name: album.title })),
    loading: "Chargement des albums…",
    failed: "La liste des albums n'a pas pu être chargée.",
    empty: "Ce site n'a pas encore d'album publié.",
    placeholder: "Choisissez un album",
    missing: (id) => `Album n° ${id} (introuvable)`,
    missingHint: "Cet album n'existe plus ou n'est pas publié : le bloc n'est pas affiché. Choisissez-en un autre.",
  },
  form: {
    load: async () => (await listAdminForms()).map((form) => ({ id: form.id, name: form.isActive ? form.title : `${form.title} (désactivé)` })),
    loading: "Chargement des formulaires…",
    failed: "La liste des formulaires n'a pas pu être chargée.",
    empty: "Ce site n'a pas encore de formulaire.",
    placeholder: "Choisissez un formulaire",
    missing: (id) => `Formulaire n° ${id} (introuvable)`,
    missingHint: "Ce formulaire n'existe plus : le bloc n'est pas affiché. Choisissez-en un autre.",
  },
  calendar: {
    load: async () => (await listCalendars()).map((calendar) => ({ id: calendar.id, name: calendar.name })),
    loading: "Chargement des agendas…",
    failed: "La liste des agendas n'a pas pu être chargée.",
    empty: "Ce site n'a pas encore d'agenda de rendez-vous.",
    placeholder: "Choisissez un agenda",
    missing: (id) => `Agenda n° ${id} (introuvable)`,
    missingHint: "Cet agenda n'existe plus : la prise de rendez-vous n'est pas proposée. Choisissez-en un autre.",
  },
  product: {
    load: async () =>
      (await listProducts()).map((product) => ({ id: product.id, name: product.appellation ? `${product.name} (${product.appellation})` : product.name })),
    loading: "Chargement des produits…",
    failed: "La liste des produits n'a pas pu être chargée.",
    empty: "Ce site n'a pas encore de produit en vente.",
    placeholder: "Choisissez un produit",
    missing: (id) => `Produit n° ${id} (introuvable)`,
    missingHint: "Ce produit n'existe plus ou n'est plus en vente : il n'est pas affiché. Choisissez-en un autre.",
  },
};
