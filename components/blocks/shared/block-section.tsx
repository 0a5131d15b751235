import type { ReactNode } from "react";

/**
 * A block's outer element: <section> when the block has a visible title (a section without a
 * heading is flagged by HTML checkers), a plain <div> otherwise.
 */
export function BlockSection({ titled, className, children }: { titled: boolean; className?: string; children: ReactNode }) {
  const Tag = titled ? "section" : "div";
  return <Tag className={className}>{children}</Tag>;
}
