import { describe, expect, it } from "vitest";
import { albumBlockSchema } from "@/components/blocks/album/schema";
import { appointmentBookingBlockSchema } from "@/components/blocks/appointment-booking/schema";
import { formBlockSchema } from "@/components/blocks/form/schema";
import { heroBlockSchema } from "@/components/blocks/hero/schema";
import { imageTextBlockSchema } from "@/components/blocks/image-text/schema";
import { entityKindOf, imageRefSchema } from "@/components/blocks/shared-schemas";
import { pages } from "@/lib/platform/seed/site-69/pages";
import * as cms from "@/lib/schemas/cms";

describe("block schemas of the seed pages (site 69)", () => {
  it.each(pages.map((page) => [page.key, page] as const))("%s: parses, and the parsed content round-trips", (_key, page) => {
    const parsed = cms.pageContentSchema.parse(page.cms);
    expect(parsed.blocks).toHaveLength(page.cms.blocks.length);
    // Parsing the parsed (defaults applied) JSON again changes nothing.
    const again = cms.pageContentSchema.parse(JSON.parse(JSON.stringify(parsed)));
    expect(again).toEqual(parsed);
    expect(parsed.blocks.map((b) => b.id)).toEqual(page.cms.blocks.map((b) => b.id));
  });

  it("applies the defaults of the folder schemas", () => {
    const parsed = cms.blockSchema.parse({
      id: "x",
      type: "imageText",
      props: { title: "Titre", html: "<p>Texte</p>", image: { src: "/images/1/a.svg", alt: "" } },
    });
    expect(parsed.type === "imageText" && parsed.props.imagePosition).toBe("left");
    const news = cms.blockSchema.parse({ id: "n", type: "newsList", props: {} });
    expect(news.type === "newsList" && news.props.nbItem).toBe(3);
    const workshops = cms.blockSchema.parse({ id: "w", type: "workshops", props: { title: "Nos prochains ateliers" } });
    expect(workshops.type === "workshops" && workshops.props).toEqual({ title: "Nos prochains ateliers", nbItem: 3 });
  });

  it("search: title and placeholder are optional, trimmed and bounded", () => {
    const search = cms.blockSchema.parse({ id: "s", type: "search", props: { title: "  Un sujet précis ?  ", placeholder: " Stress… " } });
    expect(search.type === "search" && search.props).toEqual({ title: "Un sujet précis ?", placeholder: "Stress…" });
    expect(cms.blockSchema.safeParse({ id: "s", type: "search", props: {} }).success).toBe(true);
    expect(cms.blockSchema.safeParse({ id: "s", type: "search", props: { placeholder: "x".repeat(81) } }).success).toBe(false);
    expect(cms.blockSchema.safeParse({ id: "s", type: "search", props: { title: "x".repeat(161) } }).success).toBe(false);
  });

  it("albumList: 6 albums with their descriptions by default; 1 to 100", () => {
    const list = cms.blockSchema.parse({ id: "l", type: "albumList", props: {} });
    expect(list.type === "albumList" && list.props).toEqual({ nbItem: 6, showDescription: true });
    expect(cms.blockSchema.safeParse({ id: "l", type: "albumList", props: { nbItem: 100 } }).success).toBe(true);
    for (const nbItem of [0, 101, 1.5]) expect(cms.blockSchema.safeParse({ id: "l", type: "albumList", props: { nbItem } }).success).toBe(false);
  });

  it.each([0, 13, 2.5])("refuses %s workshops in the workshops block", (nbItem) => {
    expect(cms.blockSchema.safeParse({ id: "w", type: "workshops", props: { nbItem } }).success).toBe(false);
  });
});

describe("ids of the site's items (albums, forms, calendars): entityId", () => {
  it("marks albumId, formId and calendarId with the kind of item they point at (the editor's pickers)", () => {
    expect(entityKindOf(albumBlockSchema.shape.props.shape.albumId)).toBe("album");
    expect(entityKindOf(formBlockSchema.shape.props.shape.formId)).toBe("form");
    expect(entityKindOf(appointmentBookingBlockSchema.shape.props.shape.calendarId.unwrap())).toBe("calendar");
    expect(entityKindOf(cms.newsListBlockSchema.shape.props.shape.nbItem)).toBeNull();
  });

  it.each([0, -3, 2.5, 2_147_483_648, "1", null])("refuses %s as an album or form id, in French", (id) => {
    const album = cms.blockSchema.safeParse({ id: "a", type: "album", props: { albumId: id } });
    expect(album.success).toBe(false);
    expect(album.error?.issues.some((issue) => issue.message === "Choisissez un album.")).toBe(true);
    const form = cms.blockSchema.safeParse({ id: "f", type: "form", props: { formId: id } });
    expect(form.error?.issues.some((issue) => issue.message === "Choisissez un formulaire.")).toBe(true);
  });

  it("the booking block's calendar stays optional (the first calendar of the site)", () => {
    expect(cms.blockSchema.safeParse({ id: "c", type: "appointmentBooking", props: {} }).success).toBe(true);
    expect(cms.blockSchema.safeParse({ id: "c", type: "appointmentBooking", props: { calendarId: 4 } }).success).toBe(true);
    expect(cms.blockSchema.safeParse({ id: "c", type: "appointmentBooking", props: { calendarId: 0 } }).success).toBe(false);
  });
});

describe("lib/schemas/cms re-exports the block folders", () => {
  it("exposes the folder schemas under the old names", () => {
    expect(cms.heroBlockSchema).toBe(heroBlockSchema);
    expect(cms.imageTextBlockSchema).toBe(imageTextBlockSchema);
    expect(cms.imageRefSchema).toBe(imageRefSchema);
  });

  it("rejects an unknown block type and a block without id", () => {
    expect(cms.blockSchema.safeParse({ id: "a", type: "marquee", props: {} }).success).toBe(false);
    expect(cms.blockSchema.safeParse({ type: "richText", props: { html: "<p>a</p>" } }).success).toBe(false);
  });
});

describe("image references", () => {
  it("accept optional positive integer width and height", () => {
    expect(imageRefSchema.parse({ src: "/a.svg", alt: "a", width: 1200, height: 800 })).toEqual({
      src: "/a.svg",
      alt: "a",
      width: 1200,
      height: 800,
    });
    expect(imageRefSchema.safeParse({ src: "/a.svg", alt: "a" }).success).toBe(true);
  });

  it.each([0, -1, 1.5, "800"])("refuse the size %s", (size) => {
    expect(imageRefSchema.safeParse({ src: "/a.svg", alt: "a", width: size }).success).toBe(false);
    expect(imageRefSchema.safeParse({ src: "/a.svg", alt: "a", height: size }).success).toBe(false);
  });

  it("refuse unsafe call-to-action links", () => {
    const hero = (href: string) => heroBlockSchema.safeParse({ type: "hero", props: { title: "T", cta: { label: "Go", href } } });
    expect(hero("/nous-contacter").success).toBe(true);
    expect(hero("tel:+33478421865").success).toBe(true);
    expect(hero("javascript:alert(1)").success).toBe(false);
  });
});
