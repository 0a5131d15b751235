"use client";
import { useEffect } from "react";

/** Fields where selecting and the context menu (paste, spelling) must keep working. */
const EDITABLE = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

const NO_SELECTION_CSS = `body{-webkit-user-select:none;user-select:none}${EDITABLE}{-webkit-user-select:text;user-select:text}`;

/**
 * LOCK_TEXT_SELECTION and LOCK_RIGHT_CLICK site parameters (SPEC §9). The style is hoisted into
 * <head> by React (href + precedence), so it is in the server HTML with no flash.
 */
export function PageProtection({ lockTextSelection, lockRightClick }: { lockTextSelection: boolean; lockRightClick: boolean }) {
  useEffect(() => {
    if (!lockRightClick) return;
    const onContextMenu = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
      event.preventDefault();
    };
    document.addEventListener("contextmenu", onContextMenu);
    return () => document.removeEventListener("contextmenu", onContextMenu);
  }, [lockRightClick]);

  if (!lockTextSelection) return null;
  return (
    <style href="evolusite-lock-text-selection" precedence="default">
      {NO_SELECTION_CSS}
    </style>
  );
}
