import type { SeedAlbum } from "@/lib/platform/seed/types";

/** The wine estate's album: the vineyard and the cellar. */
export const albums: SeedAlbum[] = [
  {
    title: "Le vignoble au fil des saisons",
    slug: "le-vignoble-au-fil-des-saisons",
    description: "Nos trois coteaux de Meursault et le chai voûté où vieillissent nos vins.",
    items: [
      { file: "hero-vignes.svg", alt: "Les trois collines de vignes du domaine au coucher du soleil" },
      { file: "domaine-chai.svg", alt: "Le chai voûté du domaine et ses fûts de chêne" },
    ],
  },
];
