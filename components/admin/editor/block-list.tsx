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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { SORTABLE_MEASURING } from "@/components/admin/sortable-measuring";
import { CSS } from "@dnd-kit/utilities";
import { useStore } from "zustand";
import { blockEditors } from "@/components/blocks/editors";
import { newBlockId } from "@/components/blocks/editors";
import type { DraftBlock, EditorStore } from "@/stores/admin/editor-store";

export interface BlockListProps {
  store: EditorStore;
  /** Tells screen readers what happened (the panel's live region). */
  announce: (message: string) => void;
  onOpen: (id: string) => void;
}

/** « Bannière : Trouvez votre élan » — the block's name and its first title. */
export function blockName(block: DraftBlock): string {
  const label = blockEditors[block.type].label;
  const props = block.props as { title?: unknown; slides?: Array<{ title?: unknown }> };
  const title = typeof props.title === "string" && props.title ? props.title : props.slides?.[0]?.title;
  return typeof title === "string" && title ? `${label} : ${title.length > 40 ? `${title.slice(0, 40)}…` : title}` : label;
}

interface ItemProps {
  block: DraftBlock;
  index: number;
  count: number;
  selected: boolean;
  store: EditorStore;
  announce: (message: string) => void;
  onOpen: (id: string) => void;
}

function BlockItem({ block, index, count, selected, store, announce, onOpen }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: block.id });
  const name = blockName(block);
  const { moveBlock, duplicateBlock, deleteBlock } = store.getState();
  const move = (to: number) => {
    moveBlock(block.id, to);
    announce(`${name} : position ${to + 1} sur ${count}.`);
  };
  return (
    <li
      ref={setNodeRef}
      className="ea-list-item"
      data-selected={selected}
      data-testid="ea-block-item"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="ea-row">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="ea-button ea-small ea-drag"
          {...attributes}
          {...listeners}
          aria-label={`Déplacer : ${name}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className="ea-button ea-small" aria-pressed={selected} data-testid="ea-block-name" onClick={() => onOpen(block.id)}>
          {name}
        </button>
      </div>
      <div className="ea-row" role="group" aria-label={`Actions : ${name}`}>
        <button type="button" className="ea-button ea-small" disabled={index === 0} onClick={() => move(index - 1)}>
          Monter
        </button>
        <button type="button" className="ea-button ea-small" disabled={index === count - 1} onClick={() => move(index + 1)}>
          Descendre
        </button>
        <button
          type="button"
          className="ea-button ea-small"
          onClick={() => {
            duplicateBlock(block.id, newBlockId());
            announce(`${name} dupliqué.`);
          }}
        >
          Dupliquer
        </button>
        <button
          type="button"
          className="ea-button ea-small ea-danger"
          onClick={() => {
            deleteBlock(block.id);
            announce(`${name} supprimé. « Annuler » le rétablit.`);
          }}
        >
          Supprimer
        </button>
      </div>
    </li>
  );
}

/**
 * The page's blocks in order: drag and drop (mouse, touch, and keyboard with Espace then the
 * arrows), « Monter » / « Descendre », « Dupliquer », « Supprimer » (undone with « Annuler »).
 */
export function BlockList({ store, announce, onOpen }: BlockListProps) {
  const blocks = useStore(store, (state) => state.blocks);
  const selectedId = useStore(store, (state) => state.selectedId);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: UniqueIdentifier) => {
    const block = blocks.find((candidate) => candidate.id === id);
    return block ? blockName(block) : "le bloc";
  };
  const positionOf = (id: UniqueIdentifier | undefined) => blocks.findIndex((block) => block.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(active.id)} saisi, position ${positionOf(active.id)} sur ${blocks.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} au-dessus de la position ${positionOf(over.id)}.` : `${nameOf(active.id)} hors de la liste.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} déposé en position ${positionOf(over.id)}.` : `${nameOf(active.id)} déposé.`),
    onDragCancel: ({ active }) => `Déplacement annulé : ${nameOf(active.id)} reste en place.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    store.getState().moveBlock(String(active.id), positionOf(over.id) - 1);
  };
  if (blocks.length === 0) return <p className="ea-hint">Cette page n’a pas encore de bloc.</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={SORTABLE_MEASURING}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "Pour déplacer un bloc : Espace pour le saisir, flèches haut et bas pour le déplacer, Espace pour le déposer, Échap pour annuler.",
        },
      }}
    >
      <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
        <ol className="ea-list" aria-label="Blocs de la page">
          {blocks.map((block, index) => (
            <BlockItem
              key={block.id}
              block={block}
              index={index}
              count={blocks.length}
              selected={block.id === selectedId}
              store={store}
              announce={announce}
              onOpen={onOpen}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
