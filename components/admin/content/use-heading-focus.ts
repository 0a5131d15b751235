import { useEffect, useRef } from "react";

/**
 * Focus for a list's heading once the list has re-rendered: after a row is removed (deleted,
 * cancelled, reopened), the focused button is gone, so keyboard users land on the heading instead
 * of the top of the page. `focusHeadingAfterRender()` asks for it; the next render does it.
 */
export function useHeadingFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (wanted.current && headingRef.current) {
      wanted.current = false;
      headingRef.current.focus();
    }
  });
  return { headingRef, focusHeadingAfterRender: () => void (wanted.current = true) };
}
