import type { ReactNode } from "react";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * What every block renderer receives: its parsed block (defaults applied), whether its image is
 * the page's main image (`priority`: eager, high fetch priority) and the level of its own title
 * (1 for a first banner, 2 otherwise; inner titles go one level deeper).
 */
export interface BlockRendererProps<B> {
  block: B;
  priority?: boolean;
  headingLevel?: HeadingLevel;
}

/** A block renderer: a server component, possibly async (data read at render time). */
export type BlockRenderer<B> = (props: BlockRendererProps<B>) => ReactNode | Promise<ReactNode>;

/** The level below `level` (capped at h6), for card titles under a block title. */
export function subLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

const CARD_TAGS = { 2: "h2", 3: "h3", 4: "h4" } as const;

/** The tag of card titles at `level`, kept between h2 and h4 (list components take a tag, not a level). */
export function cardHeadingTag(level: HeadingLevel): "h2" | "h3" | "h4" {
  return CARD_TAGS[Math.min(Math.max(level, 2), 4) as 2 | 3 | 4];
}
