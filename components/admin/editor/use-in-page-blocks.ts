"use client";
import { useEffect, useEffectEvent } from "react";
import { blockEditors } from "@/components/blocks/editors";
import type { BlockType } from "@/lib/schemas/cms";

const ADMIN_LAYER = ".ea-panel, .ea-toolbar, [role='dialog']";

function decorate(selectedId: string | null) {
  for (const element of document.querySelectorAll<HTMLElement>("[data-block-id]")) {
    const type = element.dataset.block as BlockType | undefined;
    const label = (type && blockEditors[type]?.label) || "Bloc";
    if (element.tabIndex !== 0) element.tabIndex = 0;
    element.setAttribute("role", "group");
    element.setAttribute("aria-label", `Bloc ${label} (Entrée pour le modifier)`);
    element.dataset.eaSelected = String(element.dataset.blockId === selectedId);
  }
}

function undecorate() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-block-id]")) {
    element.removeAttribute("tabindex");
    element.removeAttribute("role");
    element.removeAttribute("aria-label");
    delete element.dataset.eaSelected;
  }
}

/**
 * Edit mode on the real page: the server-rendered blocks (`data-block-id`) are outlined, focusable,
 * and selected with a click or Enter (links inside a block do not navigate while editing).
 */
export function useInPageBlocks(selectedId: string | null, onSelect: (id: string) => void) {
  const select = useEffectEvent(onSelect);

  useEffect(() => {
    const html = document.documentElement;
    html.classList.add("ea-editing");
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const block = target?.closest<HTMLElement>("[data-block-id]");
      if (!block || target?.closest(ADMIN_LAYER)) return;
      event.preventDefault();
      event.stopPropagation();
      select(block.dataset.blockId!);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.key !== "Enter" || !(target instanceof HTMLElement) || !target.matches("[data-block-id]")) return;
      event.preventDefault();
      select(target.dataset.blockId!);
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      html.classList.remove("ea-editing");
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKeyDown);
      undecorate();
    };
  }, []);

  // Each server render (after a save) brings new elements: decorate them again.
  useEffect(() => {
    decorate(selectedId);
    const main = document.body;
    const observer = new MutationObserver(() => decorate(selectedId));
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selectedId]);
}

/** Focuses the block `id` on the page (focus return after its form closes). */
export function focusPageBlock(id: string) {
  const element = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`);
  element?.focus();
  element?.scrollIntoView({ block: "nearest" });
}
