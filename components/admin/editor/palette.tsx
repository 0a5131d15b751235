"use client";
import { useId, useState } from "react";
import { blockPalette, createBlock, newBlockId } from "@/components/blocks/editors";
import type { BlockType } from "@/lib/schemas/cms";
import { indexOfBlock, type EditorStore } from "@/stores/admin/editor-store";

/** « Ajouter un bloc »: a block type from the registry, inserted after the selected block (or at the end). */
export function Palette({ store, announce }: { store: EditorStore; announce: (message: string) => void }) {
  const id = useId();
  const [type, setType] = useState<BlockType>("richText");
  const description = blockPalette.find((entry) => entry.type === type)?.description;
  const add = () => {
    const { blocks, selectedId, insertBlock } = store.getState();
    const after = selectedId ? indexOfBlock(blocks, selectedId) : -1;
    const block = createBlock(type, newBlockId());
    insertBlock(block, after >= 0 ? after + 1 : blocks.length);
    announce(`Bloc ajouté : ${blockPalette.find((entry) => entry.type === type)?.label ?? type}.`);
  };
  return (
    <div className="ea-field">
      <label htmlFor={`${id}-type`}>Ajouter un bloc</label>
      <div className="ea-row">
        <select id={`${id}-type`} value={type} aria-describedby={`${id}-description`} onChange={(event) => setType(event.target.value as BlockType)}>
          {blockPalette.map((entry) => (
            <option key={entry.type} value={entry.type}>
              {entry.label}
            </option>
          ))}
        </select>
        <button type="button" className="ea-button" onClick={add}>
          Ajouter
        </button>
      </div>
      <p id={`${id}-description`} className="ea-hint">
        {description}
      </p>
    </div>
  );
}
