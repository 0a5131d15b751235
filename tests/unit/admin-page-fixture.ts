import type { PageLayoutAnswer } from "@/lib/schemas/admin/layouts";

/** The page part of a layout answer (GET /admin/page/{id}/layout) for the editor's component tests. */
export function contactPage(id: number): PageLayoutAnswer["page"] {
  return {
    id,
    idParent: null,
    order: 1,
    url: "nous-contacter",
    title: "Nous contacter",
    menuTitle: "Contact",
    showInMenu: true,
    type: "PAGE",
    link: null,
    metaDescription: "",
    isText: false,
    cms: { version: 1, blocks: [] },
    createdAt: "2026-11-01T08:00:00.000Z",
    updatedAt: "2026-11-20T08:00:00.000Z",
  };
}
