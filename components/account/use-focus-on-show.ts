import { useEffect, useRef } from "react";

/** A ref to focus when `shown` turns true (a message that replaces the form the focus was in). */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
