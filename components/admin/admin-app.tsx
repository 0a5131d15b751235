"use client";
import "./admin.css";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { Modal } from "@/components/ui/modal";
import { PREVIEW_PARAM } from "@/lib/domain/page-preview";
import { usePageMarker } from "./page-marker";
import { AdminToolbar } from "./toolbar/admin-toolbar";
import type { AdminPanelId, AdminPanelProps } from "./types";

type PanelId = Exclude<AdminPanelId, "edit">;

// Each panel and the editor in chunks of their own, fetched when first opened.
const PANELS: Record<PanelId, { title: string; Component: ComponentType<AdminPanelProps> }> = {
  pages: { title: "Pages et menu", Component: lazy(() => import("./pages/pages-panel")) },
  content: { title: "Contenus", Component: lazy(() => import("./content/content-panel")) },
  orders: { title: "Commandes", Component: lazy(() => import("./orders/orders-panel")) },
  theme: { title: "Thème et paramètres", Component: lazy(() => import("./theme/theme-panel")) },
  media: { title: "Médias", Component: lazy(() => import("./media/media-panel")) },
  audit: { title: "Journal des modifications", Component: lazy(() => import("./audit/audit-panel")) },
};
const EditMode = lazy(() => import("./editor/edit-mode"));

/**
 * The administrator's layer over the public site: toolbar, panels and the in-page editor. Edit
 * mode follows the url (`?apercu=1`: the server renders the admin's draft), so a reload stays in
 * edit mode.
 */
export default function AdminApp({ shop = false }: { shop?: boolean }) {
  // The preview dialog shows the page in an iframe: there, it is what visitors get, no admin layer.
  const framed = useSyncExternalStore(
    noSubscription,
    () => window.self !== window.top,
    () => false,
  );
  return framed ? null : <AdminLayer shop={shop} />;
}

const noSubscription = () => () => {};

// A marker kept by the minifier: tests/e2e/support/admin-code.ts proves no visitor's script holds it.
AdminApp.displayName = "AdminApp (ea-admin-code)";

function AdminLayer({ shop }: { shop: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const editing = searchParams.get(PREVIEW_PARAM) === "1";
  const page = usePageMarker();
  const [panel, setPanel] = useState<PanelId | null>(null);

  useEffect(() => {
    document.documentElement.classList.add("ea-admin");
    return () => document.documentElement.classList.remove("ea-admin");
  }, []);

  const leave = () => {
    setPanel(null);
    if (editing) router.replace(pathname, { scroll: false });
  };
  const toggleEdit = () => {
    if (editing) leave();
    else router.replace(`${pathname}?${PREVIEW_PARAM}=1`, { scroll: false });
  };
  const open = panel ? PANELS[panel] : null;

  return (
    <>
      <nav aria-label="Barre d’administration">
        <AdminToolbar editing={editing} canEdit={page !== null} openPanel={panel} onEdit={toggleEdit} onPanel={setPanel} onLeave={leave} shop={shop} />
      </nav>
      {editing && page ? (
        <Suspense fallback={<p className="ea-sr" role="status">Chargement de l’éditeur…</p>}>
          <EditMode key={page.id} page={page} onLeave={leave} />
        </Suspense>
      ) : null}
      {open ? (
        <Modal open onClose={() => setPanel(null)} title={open.title} className="ea-dialog max-w-3xl">
          <Suspense fallback={<p role="status">Chargement…</p>}>
            <open.Component onClose={() => setPanel(null)} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
