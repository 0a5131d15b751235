import { parseTagList } from "@/lib/domain/service-tags";
import type { Recording } from "./recording";

/** A page block as stored in `cms` (its type and props; blocks may hold other blocks). */
interface StoredBlock {
  type: string;
  props: Record<string, unknown>;
}

function isBlock(value: unknown): value is StoredBlock {
  return typeof value === "object" && value !== null && typeof (value as StoredBlock).type === "string" && typeof (value as StoredBlock).props === "object";
}

/** Every block of a page's content, nested ones included. */
export function* blocksOf(content: unknown): Generator<StoredBlock> {
  if (Array.isArray(content)) {
    for (const item of content) yield* blocksOf(item);
  } else if (typeof content === "object" && content !== null) {
    if (isBlock(content)) yield content;
    for (const value of Object.values(content)) yield* blocksOf(value);
  }
}

const numberProp = (block: StoredBlock, name: string) => (typeof block.props[name] === "number" ? (block.props[name] as number) : undefined);
const textProp = (block: StoredBlock, name: string) => (typeof block.props[name] === "string" ? (block.props[name] as string) : undefined);

/**
 * The reads a block makes when its page renders (components/blocks/<type>/render.tsx and the
 * lib/storefront loaders they call), with the block's own props. The browser suite
 * (tests/e2e/mock-platform.spec.ts) fails on any read the storefront makes that this misses.
 */
export async function recordBlockReads(recording: Recording, block: StoredBlock): Promise<void> {
  switch (block.type) {
    case "newsList": {
      // loadLatestNews: the promoted item first when SHOW_PROMOTE_NEWS is on; both are recorded.
      const nbItem = numberProp(block, "nbItem");
      await recording.record("/news", { page: 1, nbItem, orderBy: "publishedAt:desc" });
      await recording.record("/news", { page: 1, nbItem, orderBy: "publishedAt:desc", promoted: "true" });
      return;
    }
    case "blogList":
      await recording.record("/blog/folder", { page: 1, nbItem: numberProp(block, "nbItem") });
      return;
    case "reviews":
      await recording.record("/google/reviews", { from: textProp(block, "from") || undefined });
      return;
    case "servicesList": {
      const tags = parseTagList(textProp(block, "tags"));
      await recording.record("/service", { page: 1, nbItem: 100, tag: tags.length > 0 ? tags.join(",") : undefined });
      return;
    }
    case "workshops":
      await recording.record("/element/ateliers", { page: 1, nbItem: 24 });
      await recording.record("/component/conf/workshop-booking");
      return;
    case "appointmentBooking":
      await recording.record("/calendar");
      return;
    case "form": {
      const formId = numberProp(block, "formId");
      if (formId !== undefined) await recording.record(`/forms/${formId}`);
      return;
    }
    case "album": {
      const albumId = numberProp(block, "albumId");
      if (albumId !== undefined) await recording.record(`/album/${albumId}`);
      return;
    }
    case "albumList":
      await recording.record("/album", { page: 1, nbItem: 100 });
      return;
    default:
      return;
  }
}
