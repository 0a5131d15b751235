/**
 * Page scroll lock shared by every dialog. Reference-counted so nested dialogs (a modal opened
 * from a lightbox…) only restore the page when the last one closes.
 */
let lockCount = 0;
let saved: { htmlOverflow: string; bodyOverflow: string; htmlScrollbarGutter: string } | null = null;

export function lockScroll(): () => void {
  if (typeof document === "undefined") return () => {};
  const html = document.documentElement;
  const body = document.body;
  if (lockCount === 0) {
    saved = { htmlOverflow: html.style.overflow, bodyOverflow: body.style.overflow, htmlScrollbarGutter: html.style.scrollbarGutter };
    // Keep the layout from shifting when the scrollbar disappears: the gutter stays reserved, for
    // the page and for fixed bars alike (a padding on <body> left fixed bars to widen and shift).
    const scrollbarWidth = html.clientWidth > 0 ? window.innerWidth - html.clientWidth : 0;
    if (scrollbarWidth > 0) html.style.scrollbarGutter = "stable";
    html.style.overflow = "hidden";
    body.style.overflow = "hidden";
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0 && saved) {
      html.style.overflow = saved.htmlOverflow;
      body.style.overflow = saved.bodyOverflow;
      html.style.scrollbarGutter = saved.htmlScrollbarGutter;
      saved = null;
    }
  };
}
