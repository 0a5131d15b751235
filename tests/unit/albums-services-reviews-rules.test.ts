import { describe, expect, it } from "vitest";
import { albumPath, parseIdSlugPath, servicePath } from "@/lib/domain/album-path";
import { mediaTypeOf } from "@/lib/domain/media-type";
import { aggregateRating, buildAggregateRatingJsonLd, ratingLabel, reviewAuthorName, starFills } from "@/lib/domain/reviews";
import { collectTags, matchesAnyTag, parseTagList } from "@/lib/domain/service-tags";
import type { Service } from "@/lib/schemas/services";
import { reusableService, useServiceStore } from "@/stores/service-store";

describe("mediaTypeOf (SPEC §5)", () => {
  it.each([
    ["photo.svg", "image"],
    ["photo.JPEG", "image"],
    ["photo.jpg", "image"],
    ["/images/12/cabinet.png?w=320", "image"],
    ["clip.mp4", "video"],
    ["clip.m4v", "video"],
    ["clip.MOV", "video"],
    ["clip.avi", "video"],
    ["clip.wmv", "video"],
    ["clip.flv#t=3", "video"],
    ["photo.webp", "none"],
    ["document.pdf", "none"],
    ["sans-extension", "none"],
    ["dossier.mp4/fichier", "none"],
    ["", "none"],
  ])("%s → %s", (file, type) => {
    expect(mediaTypeOf(file)).toBe(type);
  });
});

describe("aggregate rating", () => {
  it("averages the published reviews only, rounded to one decimal", () => {
    const reviews = [
      { rating: 5, isPublished: true },
      { rating: 4, isPublished: true },
      { rating: 5, isPublished: true },
      { rating: 1, isPublished: false },
    ];
    expect(aggregateRating(reviews)).toEqual({ ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });

  it("is null without a published review (no JSON-LD then)", () => {
    expect(aggregateRating([])).toBeNull();
    expect(aggregateRating([{ rating: 5, isPublished: false }])).toBeNull();
    expect(buildAggregateRatingJsonLd({ origin: "https://x.fr", name: "X", aggregate: null, reviews: [] })).toBeNull();
  });

  it("builds the AggregateRating on the business's @id", () => {
    const jsonLd = buildAggregateRatingJsonLd({
      origin: "https://www.elan-coaching.fr",
      name: "Élan Coaching",
      aggregate: { ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      reviews: [{ rating: 4, text: "Bien.", author: "Luc G.", reviewedAt: "2026-02-20T10:00:00.000Z" }],
    });
    expect(jsonLd).toMatchObject({
      "@type": "LocalBusiness",
      "@id": "https://www.elan-coaching.fr/#organisation",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
      review: [{ "@type": "Review", author: { name: "Luc G." }, datePublished: "2026-02-20", reviewRating: { ratingValue: 4 } }],
    });
  });

  it("reads ratings out in French and draws halves", () => {
    expect(ratingLabel(4.5)).toBe("4,5 sur 5");
    expect(ratingLabel(4)).toBe("4 sur 5");
    expect(ratingLabel(4.75)).toBe("4,8 sur 5");
    expect(starFills(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(3.2)).toEqual(["full", "full", "full", "empty", "empty"]);
    expect(starFills(4.8)).toEqual(["full", "full", "full", "full", "full"]);
  });

  it("shows the first name and the last name's initial only", () => {
    expect(reviewAuthorName("Sophie", "martin")).toBe("Sophie M.");
    expect(reviewAuthorName(" Élodie ", "  ")).toBe("Élodie");
    expect(reviewAuthorName("Luc", "émond")).toBe("Luc É.");
  });
});

describe("service tags", () => {
  it("parses a comma list: trimmed, lower case, no empty item, no duplicate", () => {
    expect(parseTagList(" Stress, ,écoles,STRESS ,  Travail  en équipe ")).toEqual(["stress", "écoles", "travail en équipe"]);
    expect(parseTagList("")).toEqual([]);
    expect(parseTagList(undefined)).toEqual([]);
    expect(parseTagList(Array.from({ length: 30 }, (_, i) => `t${i}`).join(","))).toHaveLength(20);
  });

  it("matches any wanted tag; no wanted tag matches everything", () => {
    expect(matchesAnyTag(["particuliers", "stress"], ["Stress"])).toBe(true);
    expect(matchesAnyTag(["particuliers"], ["écoles", "collectif"])).toBe(false);
    expect(matchesAnyTag([], [])).toBe(true);
  });

  it("collects every tag once, in French order", () => {
    expect(collectTags([{ tags: ["stress", "écoles"] }, { tags: ["Carrière", "stress"] }])).toEqual(["carrière", "écoles", "stress"]);
  });
});

describe("the selected service (SPEC §4)", () => {
  const service = (id: number): Service => ({
    id,
    title: `Prestation ${id}`,
    slug: `prestation-${id}`,
    summary: "",
    description: "",
    priceText: "",
    durationMinutes: null,
    tags: [],
    image: null,
    pageUrl: null,
  });

  it("reuses the selection only when the ids match", () => {
    expect(reusableService(service(3), 3)).toEqual(service(3));
    expect(reusableService(service(3), 4)).toBeNull();
    expect(reusableService(null, 4)).toBeNull();
  });

  it("keeps the selection in the store until it is reset", () => {
    useServiceStore.getState().select(service(7));
    expect(useServiceStore.getState().selected?.id).toBe(7);
    useServiceStore.getState().reset();
    expect(useServiceStore.getState().selected).toBeNull();
  });
});

describe("album and service addresses", () => {
  it("builds and parses /albums/{id}/{slug} and /prestation/{id}/{slug}", () => {
    expect(albumPath({ id: 4, slug: "le-cabinet" })).toBe("/albums/4/le-cabinet");
    expect(servicePath({ id: 2, slug: "coaching" })).toBe("/prestation/2/coaching");
    expect(parseIdSlugPath(["4", "le-cabinet"])).toEqual({ id: 4, slug: "le-cabinet" });
    expect(parseIdSlugPath(["4"])).toEqual({ id: 4, slug: null });
    expect(parseIdSlugPath(["0"])).toBeNull();
    expect(parseIdSlugPath(["abc", "x"])).toBeNull();
    expect(parseIdSlugPath(["1", "a", "b"])).toBeNull();
  });
});

describe("the review form's schema", () => {
  it("reads the chosen star (a radio's string) as a number and asks for one when none is chosen", async () => {
    const { customerReviewFormSchema } = await import("@/lib/schemas/reviews");
    expect(customerReviewFormSchema.parse({ rating: "5", text: "Un très bon accompagnement." })).toEqual({ rating: 5, text: "Un très bon accompagnement." });
    const missing = customerReviewFormSchema.safeParse({ text: "Un très bon accompagnement." });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.message)).toEqual(["Choisissez une note de 1 à 5 étoiles."]);
    expect(customerReviewFormSchema.safeParse({ rating: "6", text: "Un très bon accompagnement." }).success).toBe(false);
  });
});
