"use client";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { SORTABLE_MEASURING } from "@/components/admin/sortable-measuring";
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { PRIMARY_BUTTON } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import {
  adminPagesKey,
  createAdminPage,
  deleteAdminPage,
  listAdminPages,
  updateAdminPage,
  updateAdminPageTree,
} from "@/lib/api-client/admin/pages";
import { getQueryClient } from "@/lib/api-client/query-client";
import type { AdminPageNode, ChildrenChoice, PageInput } from "@/lib/schemas/admin/pages";
import type { AdminPanelProps } from "../types";
import { DeletePageForm } from "./delete-page-form";
import { PageForm } from "./page-form";
import { PageTreeRow } from "./page-tree-row";
import { describePlace, dropPage, flattenTree, movePage, treeItems, type TreeMove } from "./tree-moves";

type View = { mode: "list" } | { mode: "create" } | { mode: "edit"; page: AdminPageNode } | { mode: "delete"; page: AdminPageNode };

const MOVE_VERBS: Record<TreeMove, string> = { up: "montée", down: "descendue", indent: "déplacée", outdent: "déplacée" };

/**
 * « Pages et menu » (issue 9): the page tree, create / edit / delete, reorder by drag and drop or
 * keyboard. Rendered inside the toolbar's shared Modal (title, focus trap, Escape, focus return).
 */
export default function PagesPanel(props: AdminPanelProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PagesContent {...props} />
    </QueryClientProvider>
  );
}

function findNode(nodes: readonly AdminPageNode[], id: number): AdminPageNode | null {
  return flattenTree(nodes).find(({ page }) => page.id === id)?.page ?? null;
}

function PagesContent(_props: AdminPanelProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const containerRef = useRef<HTMLDivElement | null>(null);
  // dnd-kit's live region and instructions go inside the modal (content outside an aria-modal
  // dialog is hidden from assistive technologies).
  const [liveContainer, setLiveContainer] = useState<HTMLDivElement | null>(null);
  const setContainer = useCallback((node: HTMLDivElement | null) => {
    containerRef.current = node;
    setLiveContainer(node);
  }, []);
  const dragging = useRef(false);
  const [view, setView] = useState<View>({ mode: "list" });
  const [announcement, setAnnouncement] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const query = useQuery({ queryKey: adminPagesKey(), queryFn: listAdminPages });
  const tree = query.data ?? [];

  // After a move or a return to the list, focus goes back where the admin was.
  useEffect(() => {
    const selector = focusAfter.current;
    if (!selector || view.mode !== "list") return;
    focusAfter.current = null;
    containerRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  function nameOf(id: UniqueIdentifier): string {
    const page = findNode(tree, Number(id));
    return page ? `« ${page.menuTitle || page.title} »` : "la page";
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Page ${nameOf(active.id)} saisie.`,
    onDragOver: ({ active, over }) => (over ? `Page ${nameOf(active.id)} au-dessus de ${nameOf(over.id)}.` : `Page ${nameOf(active.id)} hors de la liste.`),
    onDragEnd: ({ active, over }) => (over ? `Page ${nameOf(active.id)} déposée à la place de ${nameOf(over.id)}.` : `Page ${nameOf(active.id)} déposée.`),
    onDragCancel: ({ active }) => `Déplacement de ${nameOf(active.id)} annulé.`,
  };

  async function saveTree(next: AdminPageNode[], id: number, message: string) {
    const previous = tree;
    queryClient.setQueryData(adminPagesKey(), next);
    setAlert(null);
    try {
      const { data } = await updateAdminPageTree({ items: treeItems(next) });
      queryClient.setQueryData(adminPagesKey(), data);
      setAnnouncement(`${message} : ${describePlace(data, id)}.`);
      router.refresh();
    } catch (failure) {
      queryClient.setQueryData(adminPagesKey(), previous);
      setAlert(generalMessage(failure));
    }
  }

  function move(page: AdminPageNode, direction: TreeMove) {
    const next = movePage(tree, page.id, direction);
    if (!next) return;
    focusAfter.current = `[data-action="${direction}-${page.id}"]`;
    void saveTree(next, page.id, `« ${page.menuTitle || page.title} » ${MOVE_VERBS[direction]}`);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const next = dropPage(tree, Number(active.id), Number(over.id));
    if (!next) return;
    const page = findNode(tree, Number(active.id))!;
    void saveTree(next, page.id, `« ${page.menuTitle || page.title} » déplacée`);
  }

  async function afterWrite(message: string | null, focus: string | null) {
    await queryClient.invalidateQueries({ queryKey: adminPagesKey() });
    setAnnouncement(message ?? "");
    focusAfter.current = focus;
    setView({ mode: "list" });
    router.refresh();
  }

  async function create(input: PageInput) {
    const { data, message } = await createAdminPage(input);
    await afterWrite(message, `[data-action="edit-${data.id}"]`);
  }

  async function update(id: number, input: PageInput) {
    const { message } = await updateAdminPage(id, input);
    await afterWrite(message, `[data-action="edit-${id}"]`);
  }

  async function remove(id: number, choice: ChildrenChoice | undefined) {
    const { message } = await deleteAdminPage(id, choice);
    await afterWrite(message, "[data-action='new-page']");
  }

  function cancel(focus: string) {
    focusAfter.current = focus;
    setView({ mode: "list" });
  }

  function renderList(nodes: readonly AdminPageNode[], depth: number, parentId: number | null) {
    return (
      <SortableContext items={nodes.map((n) => n.id)} strategy={verticalListSortingStrategy}>
        <ul className={depth > 1 ? "ms-4 border-s-2 ps-3" : undefined} aria-label={parentId === null ? "Pages du site" : `Sous-pages de ${nameOf(parentId)}`}>
          {nodes.map((page, index) => (
            <PageTreeRow
              key={page.id}
              page={page}
              depth={depth}
              canMove={{
                up: index > 0,
                down: index < nodes.length - 1,
                indent: page.type !== "HOME" && index > 0 && nodes[index - 1]!.type !== "LINK",
                outdent: page.type !== "HOME" && parentId !== null,
              }}
              onMove={(direction) => move(page, direction)}
              onEdit={() => setView({ mode: "edit", page })}
              onDelete={() => setView({ mode: "delete", page })}
            >
              {page.children.length > 0 ? renderList(page.children, depth + 1, page.id) : null}
            </PageTreeRow>
          ))}
        </ul>
      </SortableContext>
    );
  }

  // Escape during a keyboard drag cancels the drag (dnd-kit) and must not close the whole panel:
  // the Modal ignores a key whose default was prevented.
  function keepEscapeForDrag(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && dragging.current) event.preventDefault();
  }

  return (
    <div
      ref={setContainer}
      className="flex flex-col" onKeyDownCapture={keepEscapeForDrag}
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {view.mode === "create" ? (
        <PageForm page={null} tree={tree} onSubmit={create} onCancel={() => cancel("[data-action='new-page']")} />
      ) : view.mode === "edit" ? (
        <PageForm
          key={view.page.id}
          page={view.page}
          tree={tree}
          onSubmit={(input) => update(view.page.id, input)}
          onCancel={() => cancel(`[data-action="edit-${view.page.id}"]`)}
        />
      ) : view.mode === "delete" ? (
        <DeletePageForm page={view.page} onConfirm={(choice) => remove(view.page.id, choice)} onCancel={() => cancel(`[data-action="delete-${view.page.id}"]`)} />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <button type="button" className={PRIMARY_BUTTON} data-action="new-page" onClick={() => setView({ mode: "create" })}>
              Nouvelle page
            </button>
          </div>
          <p className="mb-2 text-sm">
            Réorganisez le menu en faisant glisser les pages (ou avec la poignée, Espace puis les flèches), ou avec les boutons de chaque page.
          </p>
          <FormAlert message={alert ?? (query.isError ? generalMessage(query.error) : null)} />
          {query.isPending ? <p>Chargement des pages…</p> : null}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            measuring={SORTABLE_MEASURING}
            onDragStart={() => (dragging.current = true)}
            onDragEnd={(event) => {
              dragging.current = false;
              onDragEnd(event);
            }}
            onDragCancel={() => (dragging.current = false)}
            accessibility={{
              announcements,
              container: liveContainer ?? undefined,
              screenReaderInstructions: {
                draggable: "Pour déplacer la page, appuyez sur Espace, puis sur les flèches haut et bas, et de nouveau sur Espace pour la déposer (Échap pour annuler).",
              },
            }}
          >
            {renderList(tree, 1, null)}
          </DndContext>
        </>
      )}
    </div>
  );
}
