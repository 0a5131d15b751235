import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GalleryBlock } from "@/components/blocks/gallery/render";
import { BlockImage } from "@/components/blocks/shared/block-image";
import { blockSchema } from "@/lib/schemas/cms";
import type { GalleryBlockData } from "@/components/blocks/gallery/schema";

const uploaded = { src: "/images/42/atelier.jpg", alt: "L'atelier", imageId: 42, width: 1000, height: 600 };

describe("BlockImage (responsive)", () => {
  it("puts an uploaded image in a <picture> with AVIF and WebP srcset, keeping size and priority", () => {
    const html = renderToStaticMarkup(<BlockImage image={uploaded} priority sizes="50vw" />);
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="\/images\/42\/atelier-320\.avif 320w, .*atelier-1000\.avif 1000w" sizes="50vw"\/>/);
    expect(html).toContain('<source type="image/webp" srcSet="/images/42/atelier-320.webp 320w, /images/42/atelier-640.webp 640w, /images/42/atelier-960.webp 960w, /images/42/atelier-1000.webp 1000w" sizes="50vw"/>');
    expect(html).toContain('src="/images/42/atelier.jpg"');
    expect(html).toContain('width="1000" height="600"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
  });

  it("leaves seeded SVGs and images without id as a plain <img>", () => {
    expect(renderToStaticMarkup(<BlockImage image={{ src: "/images/3/logo.svg", alt: "" }} />)).toMatch(/^<img /);
    expect(renderToStaticMarkup(<BlockImage image={{ ...uploaded, imageId: undefined }} />)).toMatch(/^<img /);
  });

  it("renders a gallery block with imageId with WebP variants in its srcset", () => {
    const block = blockSchema.parse({ id: "g", type: "gallery", props: { title: "Galerie", images: [uploaded, { src: "/images/3/logo.svg", alt: "Logo" }] } });
    const html = renderToStaticMarkup(<GalleryBlock block={block as GalleryBlockData & { id: string }} />);
    expect(html.match(/<picture>/g)).toHaveLength(1);
    expect(html).toContain("/images/42/atelier-640.webp 640w");
    expect(html).toContain('sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"');
  });
});
