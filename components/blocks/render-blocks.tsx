import { blockSchema, type Block } from "@/lib/schemas/cms";
import { StaticRegion } from "@/components/ui/static-region";
import { renderBlock } from "./registry";

const BANNERS: ReadonlySet<Block["type"]> = new Set(["hero", "slider"]);
const IMAGE_LEADS: ReadonlySet<Block["type"]> = new Set(["image", "imageText"]);

/**
 * Each block validated on its own: a block that does not match its schema (old or hand-edited
 * content) is left out and logged, and the rest of the page still renders.
 */
export function parseBlocks(blocks: readonly unknown[]): Block[] {
  return blocks.flatMap((raw, index) => {
    const result = blockSchema.safeParse(raw);
    if (result.success) return [result.data];
    const { type, id } = (raw ?? {}) as { type?: unknown; id?: unknown };
    const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(bloc)"}: ${issue.message}`);
    console.warn(`[blocks] invalid block skipped (index ${index}, type ${String(type)}, id ${String(id)})`, issues);
    return [];
  });
}

/** Whether the page opens with a banner (hero or slider), which then carries the page's h1. */
export function startsWithBanner(blocks: readonly Block[]): boolean {
  const first = blocks[0];
  return first !== undefined && BANNERS.has(first.type);
}

/**
 * Index of the block whose image is the page's main image (eager, fetchpriority="high"): the first
 * hero or slider; without one, an image or image + text block opening the page (it is above the
 * fold, so lazy loading would delay the largest paint). -1 when none.
 */
export function priorityBlockIndex(blocks: readonly Block[]): number {
  const banner = blocks.findIndex((block) => BANNERS.has(block.type));
  if (banner >= 0) return banner;
  const first = blocks[0];
  return first !== undefined && IMAGE_LEADS.has(first.type) ? 0 : -1;
}

/**
 * The blocks of a page, already validated by `parseBlocks` (the page parses once and uses them for
 * its h1, layout and Open Graph too), each with its renderer. A banner opening the page gets the h1
 * (components/pages leaves its own h1 out then); every other block title is an h2. A block made of
 * server markup only crosses the payload as one string (components/ui/static-region.tsx).
 */
export function RenderBlocks({ blocks: parsed }: { blocks: readonly Block[] }) {
  const priorityIndex = priorityBlockIndex(parsed);
  const bannerFirst = startsWithBanner(parsed);
  return (
    <>
      {parsed.map((block, index) => {
        const priority = index === priorityIndex;
        const content = renderBlock(block, { priority, headingLevel: index === 0 && bannerFirst ? 1 : 2 });
        // The main image's block stays React's: React preloads its image from the <img> it renders.
        const Wrapper = priority ? "div" : StaticRegion;
        return (
          <Wrapper key={`${block.id}-${index}`} data-block={block.type} data-block-id={block.id}>
            {content}
          </Wrapper>
        );
      })}
    </>
  );
}
