import type { z } from "zod";

/**
 * Takes one image out of a page's content (a forced image deletion): every place that names it —
 * an image reference (`imageId`, or a `src` / link holding its path `/images/<id>/…`), a link to it
 * in owner HTML — goes, and each block stays valid for its zod schema. Which change is made is
 * decided by that schema, not by a list of block types: for each reference, from the closest level
 * up, the first of these that leaves the block valid — a string cleaned of the link, the optional
 * field deleted (a hero's image, a call to action linking the file), the list item removed (a
 * gallery image, a slider slide). When none is valid (an image block's required image, a gallery's
 * only image) the block is reported as blocked and the content is left for the caller to refuse.
 * Pure: the caller passes the block schema and stores the result.
 */

type Path = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `/images/<id>/<file>`, relative or on an absolute URL, as it sits in a string. */
const pathPattern = (id: number) => new RegExp(`(?:https?://[^\\s"'<>/]+)?/images/${id}/[^\\s"'<>?#]*(?:[?#][^\\s"'<>]*)?`, "g");
const namesImage = (text: string, id: number) => new RegExp(`/images/${id}/`).test(text);

/**
 * `text` without links to the image: an `<a>` whose href names it becomes its inner text, other
 * mentions of the path are cut out.
 */
export function unlinkImage(text: string, id: number): string {
  if (!namesImage(text, id)) return text;
  const anchor = new RegExp(`<a\\b[^>]*\\bhref\\s*=\\s*(["'])[^"']*/images/${id}/[^"']*\\1[^>]*>([\\s\\S]*?)</a>`, "gi");
  return text.replace(anchor, (_match, _quote: string, inner: string) => inner).replace(pathPattern(id), "");
}

/** Where the first reference to the image sits in `value`: an image reference object or a string. */
function findReference(value: unknown, id: number, path: Path = []): Path | null {
  if (typeof value === "string") return namesImage(value, id) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findReference(item, id, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.imageId === id || (typeof value.src === "string" && namesImage(value.src, id))) return path;
  for (const [key, item] of Object.entries(value)) {
    const found = findReference(item, id, [...path, key]);
    if (found) return found;
  }
  return null;
}

const read = (root: unknown, path: Path): unknown => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);

/** A copy of `root` with the element at `path` replaced (`undefined` = deleted key / removed item). */
function rewrite(root: unknown, path: Path, next: unknown): unknown {
  const copy: unknown = structuredClone(root);
  const parent = read(copy, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent) && typeof key === "number") {
    if (next === undefined) parent.splice(key, 1);
    else parent[key] = next;
  } else if (isRecord(parent)) {
    if (next === undefined) delete parent[key];
    else parent[key] = next;
  }
  return copy;
}

/** The changes that would take the reference at `path` out, closest first. */
function* candidates(block: unknown, path: Path, id: number): Generator<unknown> {
  const found = read(block, path);
  if (typeof found === "string") {
    const cleaned = unlinkImage(found, id);
    if (cleaned !== found) yield rewrite(block, path, cleaned);
  }
  for (let length = path.length; length >= 1; length -= 1) yield rewrite(block, path.slice(0, length), undefined);
}

export interface ImageRemovalResult {
  /** The blocks without the image (the input blocks, unchanged, where nothing referred to it). */
  blocks: unknown[];
  changed: boolean;
  /** Ids of the blocks whose reference cannot go without making them invalid. */
  blocked: string[];
}

/**
 * Removes image `id` from each block (see the module comment). A block already invalid before
 * (old content) only loses the reference: its validity cannot get worse.
 */
export function removeImageFromBlocks(blocks: readonly unknown[], id: number, blockSchema: z.ZodType): ImageRemovalResult {
  let changed = false;
  const blocked: string[] = [];
  const next = blocks.map((original, index) => {
    let block = original;
    const wasValid = blockSchema.safeParse(original).success;
    for (let path = findReference(block, id); path; path = findReference(block, id)) {
      const at = path;
      let fixed: unknown;
      for (const candidate of candidates(block, at, id)) {
        if (!wasValid || blockSchema.safeParse(candidate).success) {
          fixed = candidate;
          break;
        }
      }
      if (fixed === undefined) {
        blocked.push(isRecord(original) && typeof original.id === "string" ? original.id : String(index));
        return original;
      }
      block = fixed;
      changed = true;
    }
    return block;
  });
  return { blocks: blocked.length > 0 ? [...blocks] : next, changed: blocked.length === 0 && changed, blocked };
}

export interface HistoryImageRemovalResult {
  blocks: unknown[];
  changed: boolean;
  /** Ids (or indexes) of the blocks dropped because they could not stay valid without the image. */
  dropped: string[];
}

/**
 * Removes image `id` from an old revision's blocks (the image is deleted: restoring that revision
 * must not bring it back). Like removeImageFromBlocks, except that a block which cannot stay valid
 * without the image (an image block's required image, a gallery's only image) is dropped instead
 * of blocking: history is never a reason to refuse a deletion.
 */
export function removeImageFromHistory(blocks: readonly unknown[], id: number, blockSchema: z.ZodType): HistoryImageRemovalResult {
  const next: unknown[] = [];
  const dropped: string[] = [];
  let changed = false;
  for (const [index, block] of blocks.entries()) {
    const result = removeImageFromBlocks([block], id, blockSchema);
    if (result.blocked.length > 0) {
      dropped.push(isRecord(block) && typeof block.id === "string" ? block.id : String(index));
      changed = true;
      continue;
    }
    next.push(result.blocks[0]);
    changed ||= result.changed;
  }
  return { blocks: changed ? next : [...blocks], changed, dropped };
}
