import { describe, expect, it } from "vitest";
import { removeImageFromBlocks, removeImageFromHistory, unlinkImage } from "@/lib/domain/remove-image-references";
import { blockSchema } from "@/lib/schemas/cms";

const ref = (id: number) => ({ src: `/images/${id}/photo.webp`, alt: `Photo ${id}`, imageId: id });
const valid = (blocks: unknown[]) => blocks.every((block) => blockSchema.safeParse(block).success);

describe("removeImageFromBlocks", () => {
  it("deletes an optional image, removes gallery items and slides, keeps other images, and the blocks stay valid", () => {
    const blocks = [
      { id: "hero", type: "hero", props: { title: "Bienvenue", image: ref(7), cta: { label: "Voir", href: "/contact" } } },
      { id: "gallery", type: "gallery", props: { images: [ref(7), ref(8), ref(7)] } },
      { id: "slider", type: "slider", props: { fullscreen: true, slides: [{ title: "Un", image: ref(8) }, { title: "Deux", image: ref(7) }] } },
      { id: "grid", type: "servicesGrid", props: { items: [{ title: "Soin", summary: "Un soin", href: "/soin", image: ref(7) }] } },
      { id: "other", type: "image", props: { image: ref(70) } },
    ];
    expect(valid(blocks)).toBe(true);
    const result = removeImageFromBlocks(blocks, 7, blockSchema);
    expect(result.blocked).toEqual([]);
    expect(result.changed).toBe(true);
    expect(valid(result.blocks)).toBe(true);
    expect(JSON.stringify(result.blocks)).not.toMatch(/\/images\/7\/|"imageId":7\b/);
    expect(result.blocks[0]).toEqual({ id: "hero", type: "hero", props: { title: "Bienvenue", cta: { label: "Voir", href: "/contact" } } });
    expect(result.blocks[1]).toMatchObject({ props: { images: [ref(8)] } });
    expect(result.blocks[2]).toMatchObject({ props: { slides: [{ title: "Un", image: ref(8) }] } });
    expect(result.blocks[3]).toEqual({ id: "grid", type: "servicesGrid", props: { items: [{ title: "Soin", summary: "Un soin", href: "/soin" }] } });
    expect(result.blocks[4]).toEqual(blocks[4]);
    // The input is not modified.
    expect(blocks[1]).toMatchObject({ props: { images: [ref(7), ref(8), ref(7)] } });
  });

  it("cuts links to the image out of owner HTML and drops a call to action pointing at it", () => {
    const blocks = [
      { id: "text", type: "richText", props: { html: '<p>Voir <a href="/images/7/plan.pdf">le plan</a> et <a href="/images/71/x.png">autre</a>.</p>' } },
      { id: "cta", type: "hero", props: { title: "Titre", cta: { label: "Télécharger", href: "/images/7/plan.png" } } },
    ];
    const result = removeImageFromBlocks(blocks, 7, blockSchema);
    expect(result.blocked).toEqual([]);
    expect(result.blocks[0]).toMatchObject({ props: { html: '<p>Voir le plan et <a href="/images/71/x.png">autre</a>.</p>' } });
    expect(result.blocks[1]).toEqual({ id: "cta", type: "hero", props: { title: "Titre" } });
    expect(valid(result.blocks)).toBe(true);
  });

  it("reports the blocks that require the image and changes nothing", () => {
    const blocks = [
      { id: "img", type: "image", props: { image: ref(7) } },
      { id: "only", type: "gallery", props: { images: [ref(7)] } },
      { id: "single-slide", type: "slider", props: { slides: [{ title: "Seul", image: ref(7) }] } },
      { id: "hero", type: "hero", props: { title: "Bienvenue", image: ref(7) } },
    ];
    const result = removeImageFromBlocks(blocks, 7, blockSchema);
    expect(result.blocked).toEqual(["img", "only", "single-slide"]);
    expect(result.changed).toBe(false);
    expect(result.blocks).toEqual(blocks);
  });

  it("leaves content without the image untouched", () => {
    const blocks = [{ id: "hero", type: "hero", props: { title: "Bienvenue", image: ref(17) } }];
    expect(removeImageFromBlocks(blocks, 1, blockSchema)).toEqual({ blocks, changed: false, blocked: [] });
  });

  it("takes the reference out of a block that was already invalid, without asking more of it", () => {
    const blocks = [{ id: "old", type: "image", image: ref(7) }];
    const result = removeImageFromBlocks(blocks, 7, blockSchema);
    expect(result).toEqual({ blocks: [{ id: "old", type: "image" }], changed: true, blocked: [] });
  });
});

describe("removeImageFromHistory", () => {
  it("drops the blocks that require the image, cleans the others, and the blocks stay valid", () => {
    const blocks = [
      { id: "img", type: "image", props: { image: ref(7) } },
      { id: "hero", type: "hero", props: { title: "Bienvenue", image: ref(7) } },
      { id: "only", type: "gallery", props: { images: [ref(7)] } },
      { id: "two", type: "gallery", props: { images: [ref(7), ref(8)] } },
      { id: "other", type: "image", props: { image: ref(8) } },
    ];
    const result = removeImageFromHistory(blocks, 7, blockSchema);
    expect(result.dropped).toEqual(["img", "only"]);
    expect(result.changed).toBe(true);
    expect(result.blocks).toEqual([
      { id: "hero", type: "hero", props: { title: "Bienvenue" } },
      { id: "two", type: "gallery", props: { images: [ref(8)] } },
      blocks[4],
    ]);
    expect(valid(result.blocks)).toBe(true);
    expect(blocks).toHaveLength(5);
  });

  it("leaves content without the image untouched", () => {
    const blocks = [{ id: "hero", type: "hero", props: { title: "Bienvenue", image: ref(17) } }];
    expect(removeImageFromHistory(blocks, 7, blockSchema)).toEqual({ blocks, changed: false, dropped: [] });
  });
});

describe("unlinkImage", () => {
  it("unwraps links to the image and cuts bare mentions of its path, absolute or not", () => {
    expect(unlinkImage('<p><a href="https://exemple.fr/images/7/a.png" target="_blank">photo</a></p>', 7)).toBe("<p>photo</p>");
    expect(unlinkImage("Logo : https://exemple.fr/images/7/a.png?v=2 fin", 7)).toBe("Logo :  fin");
    expect(unlinkImage("/images/7/a.png", 7)).toBe("");
    expect(unlinkImage("/images/77/a.png", 7)).toBe("/images/77/a.png");
  });
});
