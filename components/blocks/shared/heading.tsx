import type { ReactNode } from "react";
import type { HeadingLevel } from "../types";

/** h1…h6 chosen at render time, so the page keeps one h1 and no skipped level. */
export function Heading({ level, className, children }: { level: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  return <Tag className={className}>{children}</Tag>;
}
