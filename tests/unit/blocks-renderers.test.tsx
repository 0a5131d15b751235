// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CallToActionBlock } from "@/components/blocks/call-to-action/render";
import { ContactInfoBlock } from "@/components/blocks/contact-info/render";
import { HeroBlock } from "@/components/blocks/hero/render";
import { ImageBlock } from "@/components/blocks/image/render";
import { ImageTextBlock } from "@/components/blocks/image-text/render";
import { MapLinkBlock } from "@/components/blocks/map-link/render";
import { NEWS_EMPTY_MESSAGE, NewsListBlock } from "@/components/blocks/news-list/render";
import { RichTextBlock } from "@/components/blocks/rich-text/render";
import { ServicesGridBlock } from "@/components/blocks/services-grid/render";
import { TestimonialsBlock } from "@/components/blocks/testimonials/render";
import { WorkshopsBlock } from "@/components/blocks/workshops/render";
import { AlbumListBlock } from "@/components/blocks/album-list/render";
import { SEARCH_BLOCK_NAME, SearchBlock } from "@/components/blocks/search/render";
import type { AlbumSummary } from "@/lib/schemas/albums";
import { loadAlbums } from "@/lib/storefront/load-albums";
import { site69 } from "@/lib/platform/seed/site-69";
import { blockSchema } from "@/lib/schemas/cms";
import type { CompanyAddress } from "@/lib/schemas/content";
import { getSiteContext } from "@/lib/storefront/site-context";
import { loadLatestNews, type NewsItem } from "@/lib/storefront/load-news";
import type { SiteContext } from "@/lib/storefront/types";
import { listWorkshops } from "@/lib/storefront/list-workshops";
import { readWorkshopBookingConfig } from "@/lib/storefront/component-config";
import { workshopBookingConfigSchema } from "@/lib/schemas/component-config";
import type { ElementItem } from "@/lib/schemas/content";

// Only the data loaders are replaced; async renderers are called and their element rendered.
vi.mock("@/lib/storefront/site-context", () => ({ getSiteContext: vi.fn() }));
vi.mock("@/lib/storefront/load-news", () => ({
  loadLatestNews: vi.fn(),
  getPromotionSettings: vi.fn(async () => ({ enabled: false, style: "BANNER", showMessage: false })),
}));

vi.mock("@/lib/storefront/list-workshops", () => ({ listWorkshops: vi.fn() }));
vi.mock("@/lib/storefront/component-config", () => ({ readWorkshopBookingConfig: vi.fn() }));
vi.mock("@/lib/storefront/load-albums", () => ({ loadAlbums: vi.fn(), findAlbum: vi.fn() }));

/** Parses like RenderBlocks does, so defaults apply and the test input is a valid block. */
function parsed<T extends { type: string }>(block: T & { id?: string }) {
  return blockSchema.parse({ id: "test", ...block });
}

function withContext(parameters: Record<string, string | null>, addresses: CompanyAddress[] = []) {
  vi.mocked(getSiteContext).mockResolvedValue({ parameters, addresses } as unknown as SiteContext);
}

async function renderAsync(element: Promise<ReactNode>) {
  return render(<>{await element}</>);
}

const news = (over: Partial<NewsItem>): NewsItem => ({
  id: 1,
  title: "Actualité",
  slug: "actualite",
  summary: "Résumé court.",
  content: "<p>Contenu</p>",
  isPromoted: false,
  publishedAt: "2026-09-07T08:00:00.000Z",
  image: null,
  ...over,
});

beforeEach(() => withContext(site69.parameters));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("sanitisation of owner HTML", () => {
  const dirty =
    '<p onclick="alert(1)">Bonjour <a href="javascript:alert(2)">piège</a> <a href="/nous-contacter">contact</a></p><script>alert(3)</script><img src=x onerror="alert(4)"><iframe src="https://evil.example"></iframe>';

  it("richText removes scripts, event handlers and javascript: links", () => {
    const block = parsed({ type: "richText", props: { title: "Titre", html: dirty } });
    if (block.type !== "richText") throw new Error("type");
    const { container } = render(<RichTextBlock block={block} />);
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<img/i);
    expect(screen.getByText("piège").getAttribute("href")).toBeNull();
    expect(screen.getByRole("link", { name: "contact" }).getAttribute("href")).toBe("/nous-contacter");
    expect(container.querySelector(".rich-text p")?.textContent).toContain("Bonjour");
  });

  it("imageText sanitises its HTML too and turns an owner h1 into h2", () => {
    const block = parsed({
      type: "imageText",
      props: { title: "Approche", html: `<h1>Gros titre</h1>${dirty}`, image: { src: "/images/1/a.svg", alt: "Deux personnes" } },
    });
    if (block.type !== "imageText") throw new Error("type");
    const { container } = render(<ImageTextBlock block={block} />);
    expect(container.innerHTML).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(container.querySelector("h1")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Gros titre" })).toBeTruthy();
  });
});

describe("hero", () => {
  const block = parsed({
    type: "hero",
    props: {
      title: "Trouvez votre élan",
      subtitle: "Coaching à Lyon",
      image: { src: "/images/1/hero.svg", alt: "Lever de soleil" },
      cta: { label: "Prendre un rendez-vous", href: "/prendre-un-rendez" },
    },
  });
  if (block.type !== "hero") throw new Error("type");

  it("gives the single h1 when it opens the page, with an eager high-priority image", () => {
    render(<HeroBlock block={block} headingLevel={1} priority />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Trouvez votre élan"]);
    const img = screen.getByRole("img", { name: "Lever de soleil" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(screen.getByRole("link", { name: "Prendre un rendez-vous" }).getAttribute("href")).toBe("/prendre-un-rendez");
  });

  it("is an h2 with a lazy image elsewhere", () => {
    render(<HeroBlock block={block} />);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Trouvez votre élan");
    const img = screen.getByRole("img", { name: "Lever de soleil" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
  });
});

describe("newsList", () => {
  const block = parsed({ type: "newsList", props: { title: "Nos actualités", nbItem: 2 } });
  if (block.type !== "newsList") throw new Error("type");

  it("shows the empty state when there is no news", async () => {
    vi.mocked(loadLatestNews).mockResolvedValue([]);
    await renderAsync(NewsListBlock({ block }));
    expect(screen.getByText(NEWS_EMPTY_MESSAGE)).toBeTruthy();
    expect(NEWS_EMPTY_MESSAGE).toBe("Aucune actualité pour le moment.");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("asks for nbItem items and shows title (h3), date and a summary cropped at 120 characters", async () => {
    const long =
      "Le bilan de compétences est un outil précieux pour faire le point sur son parcours, ses envies et ses talents avant de se lancer dans un nouveau projet.";
    vi.mocked(loadLatestNews).mockResolvedValue([
      news({ id: 1, title: "Bilan de compétences", summary: long, publishedAt: "2026-06-10T08:00:00.000Z" }),
      news({ id: 2, title: "Sans résumé", summary: "  ", content: "<p>Texte &amp; contenu</p>" }),
    ]);
    await renderAsync(NewsListBlock({ block }));
    expect(loadLatestNews).toHaveBeenCalledWith(2, false);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Nos actualités");
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole("heading", { level: 3 }).textContent).toBe("Bilan de compétences");
    expect(first.getByText("10/06/2026").getAttribute("datetime")).toBe("2026-06-10T08:00:00.000Z");
    const summary = items[0]!.querySelector("p")!.textContent!;
    expect(summary.length).toBeLessThanOrEqual(121);
    expect(summary.endsWith("…")).toBe(true);
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
    // Blank summary: the plain text of the content, entities decoded once.
    expect(within(items[1]!).getByText("Texte & contenu")).toBeTruthy();
  });

  it("leaves the block out when the news cannot be loaded", async () => {
    vi.mocked(loadLatestNews).mockRejectedValue(new Error("down"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await NewsListBlock({ block })).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe("workshops", () => {
  const block = parsed({ type: "workshops", props: { title: "Nos prochains ateliers", nbItem: 2 } });
  if (block.type !== "workshops") throw new Error("type");
  const DAY = 24 * 3600 * 1000;
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const workshop = (id: number, title: string, startsAt: string, seats: { left: number; isOpen?: boolean } | null): ElementItem => ({
    id,
    route: "ateliers",
    title,
    slug: `atelier-${id}`,
    order: id,
    url: null,
    data: { startsAt, location: "Cabinet de Lyon", seats: 10 },
    image: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    registration: seats ? { capacity: 10, taken: 10 - seats.left, left: seats.left, waiting: 0, isOpen: seats.isOpen ?? true } : null,
  });

  beforeEach(() => vi.mocked(readWorkshopBookingConfig).mockResolvedValue(workshopBookingConfigSchema.parse({})));

  it("shows the next nbItem workshops not started, in the list's order, with their seats and the booking link", async () => {
    vi.mocked(listWorkshops).mockResolvedValue([
      workshop(1, "Atelier passé", inDays(-2), { left: 4, isOpen: false }),
      workshop(2, "Gérer son stress", inDays(10), { left: 3 }),
      workshop(3, "Atelier complet", inDays(20), { left: 0 }),
      workshop(4, "Au-delà du nombre", inDays(30), { left: 5 }),
    ]);
    await renderAsync(WorkshopsBlock({ block }));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Nos prochains ateliers");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual(["Gérer son stress", "Atelier complet"]);
    const first = within(items[0]!);
    expect(first.getByRole("link", { name: "Gérer son stress" }).getAttribute("href")).toBe("/ateliers/atelier-2/2");
    expect(first.getByText("3 places restantes")).toBeTruthy();
    const booking = first.getByRole("link", { name: /^Réserver ma place ?: Gérer son stress$/ });
    expect(booking.getAttribute("href")).toBe("/ateliers/atelier-2/2");
    // Full: the seats say so and the link leads to the waiting list, with the config's words.
    const full = within(items[1]!);
    expect(full.getByText("Complet : inscription sur liste d'attente")).toBeTruthy();
    expect(full.getByRole("link", { name: /^M'inscrire sur la liste d'attente ?: Atelier complet$/ }).getAttribute("href")).toBe("/ateliers/atelier-3/3");
    expect(screen.getByRole("link", { name: "Tous nos ateliers" }).getAttribute("href")).toBe("/ateliers");
  });

  it("words the link with the site's booking config; a workshop booked by phone keeps its link", async () => {
    vi.mocked(readWorkshopBookingConfig).mockResolvedValue(workshopBookingConfigSchema.parse({ buttonLabel: "Je m'inscris" }));
    vi.mocked(listWorkshops).mockResolvedValue([workshop(5, "Sur inscription téléphonique", inDays(3), null)]);
    await renderAsync(WorkshopsBlock({ block }));
    expect(screen.getByRole("link", { name: /^Je m'inscris ?: Sur inscription téléphonique$/ }).getAttribute("href")).toBe("/ateliers/atelier-5/5");
    expect(screen.queryByTestId("workshop-list-seats")).toBeNull();
  });

  it("says so when no workshop is coming, without the link to every workshop", async () => {
    vi.mocked(listWorkshops).mockResolvedValue([workshop(1, "Atelier passé", inDays(-1), { left: 2, isOpen: false })]);
    await renderAsync(WorkshopsBlock({ block }));
    expect(screen.getByText("Aucun atelier n'est programmé pour le moment.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leaves the block out when the workshops cannot be loaded", async () => {
    vi.mocked(listWorkshops).mockRejectedValue(new Error("down"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await WorkshopsBlock({ block })).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe("search", () => {
  it("is a GET form to the results page with the query parameter q, named by the block title, with the owner's placeholder", () => {
    const block = parsed({ type: "search", props: { title: "Vous cherchez une information ?", placeholder: "Stress, confiance en soi…" } });
    if (block.type !== "search") throw new Error("type");
    render(<>{SearchBlock({ block: { ...block, id: "prestations-recherche" }, headingLevel: 2 })}</>);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Vous cherchez une information ?");
    const form = screen.getByRole("search", { name: "Vous cherchez une information ?" }) as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/recherche");
    expect(form.getAttribute("method")).toBe("get");
    const field = within(form).getByRole("searchbox", { name: "Rechercher sur le site" }) as HTMLInputElement;
    expect(field.name).toBe("q");
    expect(field.id).toBe("recherche-prestations-recherche");
    expect(field.placeholder).toBe("Stress, confiance en soi…");
    // The API's limits (searchTermsSchema: 2 to 100 characters), checked before sending.
    expect([field.required, field.minLength, field.maxLength]).toEqual([true, 2, 100]);
    expect(within(form).getByRole("button", { name: "Lancer la recherche" }).getAttribute("type")).toBe("submit");
    expect(form.closest("section")).not.toBeNull();
  });

  it("without a title: no heading, no section, a landmark name of its own and the form's own placeholder", () => {
    const block = parsed({ type: "search", props: {} });
    if (block.type !== "search") throw new Error("type");
    const { container } = render(<>{SearchBlock({ block })}</>);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(container.querySelector("section")).toBeNull();
    const form = screen.getByRole("search", { name: SEARCH_BLOCK_NAME });
    expect((within(form).getByRole("searchbox") as HTMLInputElement).placeholder).toBe("Rechercher…");
    expect(SEARCH_BLOCK_NAME).not.toBe("Recherche sur le site");
  });
});

describe("albumList", () => {
  const album = (id: number, title: string, over: Partial<AlbumSummary> = {}): AlbumSummary => ({
    id,
    title,
    slug: `album-${id}`,
    description: `Description de ${title}.`,
    cover: {
      id: id * 10,
      alt: "",
      filename: `couverture-${id}.svg`,
      name: `couverture-${id}`,
      mediaType: "image",
      url: `/images/${id * 10}/couverture-${id}.svg`,
      onlineImage: { id: id * 10, externalPath: `/images/${id * 10}/couverture-${id}.svg` },
      width: null,
      height: null,
      hasVariants: false,
    },
    imageCount: 4,
    ...over,
  });
  const block = (props: Record<string, unknown>) => {
    const b = parsed({ type: "albumList", props });
    if (b.type !== "albumList") throw new Error("type");
    return b;
  };

  it("shows the first nbItem albums as cards linking to their pages, then « Tous les albums »", async () => {
    vi.mocked(loadAlbums).mockResolvedValue([
      album(1, "Le cabinet de Lyon"),
      album(2, "Ateliers et interventions", { imageCount: 1, description: "" }),
      album(3, "Séminaire d'équipe"),
    ]);
    await renderAsync(AlbumListBlock({ block: block({ title: "Nos albums photo", nbItem: 2 }) }));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Nos albums photo");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual(["Le cabinet de Lyon", "Ateliers et interventions"]);
    expect(within(items[0]!).getByRole("link", { name: "Le cabinet de Lyon" }).getAttribute("href")).toBe("/albums/1/album-1");
    expect(within(items[0]!).getByText("4 éléments")).toBeTruthy();
    expect(within(items[0]!).getByText("Description de Le cabinet de Lyon.")).toBeTruthy();
    expect(within(items[1]!).getByText("1 élément")).toBeTruthy();
    // The cover is decorative (the title says what the album is), lazy below a banner.
    const cover = items[0]!.querySelector("img")!;
    expect(cover.getAttribute("src")).toBe("/images/10/couverture-1.svg");
    expect(cover.getAttribute("alt")).toBe("");
    expect(cover.getAttribute("loading")).toBe("lazy");
    expect(screen.getByRole("link", { name: "Tous les albums" }).getAttribute("href")).toBe("/albums");
  });

  it("every album shown: no « Tous les albums »; descriptions can be hidden; a video cover is not put in an img", async () => {
    const video = album(2, "Vidéos", { cover: { ...album(2, "x").cover!, mediaType: "video", url: "/images/20/film.mp4" } });
    vi.mocked(loadAlbums).mockResolvedValue([album(1, "Le cabinet de Lyon"), video]);
    await renderAsync(AlbumListBlock({ block: block({ nbItem: 6, showDescription: false }) }));
    // No block title: the cards carry the block's own level.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Le cabinet de Lyon", "Vidéos"]);
    expect(screen.queryByRole("link", { name: "Tous les albums" })).toBeNull();
    expect(screen.queryByText(/^Description de/)).toBeNull();
    expect(document.querySelectorAll("img")).toHaveLength(1);
  });

  it("says so when the site has no album", async () => {
    vi.mocked(loadAlbums).mockResolvedValue([]);
    await renderAsync(AlbumListBlock({ block: block({ title: "Nos albums photo" }) }));
    expect(screen.getByText("Aucun album pour le moment.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("leaves the block out when the albums cannot be loaded", async () => {
    vi.mocked(loadAlbums).mockRejectedValue(new Error("down"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await AlbumListBlock({ block: block({}) })).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe("contactInfo", () => {
  const block = (showOpeningHours: boolean) => {
    const b = parsed({ type: "contactInfo", props: { title: "Coordonnées et horaires", showOpeningHours } });
    if (b.type !== "contactInfo") throw new Error("type");
    return b;
  };

  it("reads the company parameters: address, tel: and mailto: links, opening hours", async () => {
    await renderAsync(ContactInfoBlock({ block: block(true) }));
    expect(screen.getByText("Élan Coaching")).toBeTruthy();
    expect(screen.getByText("18 rue Sainte-Hélène, 69002 Lyon")).toBeTruthy();
    expect(screen.getByRole("link", { name: "04 78 42 18 65" }).getAttribute("href")).toBe("tel:+33478421865");
    expect(screen.getByRole("link", { name: "06 72 14 38 91" }).getAttribute("href")).toBe("tel:+33672143891");
    expect(screen.getByRole("link", { name: "contact@elan-coaching.fr" }).getAttribute("href")).toBe("mailto:contact@elan-coaching.fr");
    expect(screen.getByRole("heading", { level: 3, name: "Horaires d'ouverture" })).toBeTruthy();
    expect(screen.getByText("Lundi")).toBeTruthy();
    expect(screen.getByText("9h00 – 12h00 (sur rendez-vous)")).toBeTruthy();
  });

  it("lists the secondary addresses (GET /company/address) only when DISPLAY_SECONDARY_ADDRESSES is on", async () => {
    const address = (id: number, type: CompanyAddress["type"], name: string, street: string, postalCode: string, city: string): CompanyAddress => ({
      id,
      type,
      name,
      address: street,
      addressPart2: type === "SECONDARY" ? "2e étage" : null,
      postalCode,
      city,
      country: { id: 75, alphaTwo: "FR", name: "France" },
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
    });
    const addresses = [
      address(1, "HEAD_OFFICE", "Élan Coaching – Cabinet de Lyon", "18 rue Sainte-Hélène", "69002", "Lyon"),
      address(2, "SECONDARY", "Élan Coaching – Espace de Grenoble", "12 rue Félix-Poulat", "38000", "Grenoble"),
    ];
    const grenoble = "12 rue Félix-Poulat, 2e étage, 38000 Grenoble";

    withContext({ ...site69.parameters, DISPLAY_SECONDARY_ADDRESSES: "false" }, addresses);
    await renderAsync(ContactInfoBlock({ block: block(false) }));
    expect(screen.queryByText(grenoble)).toBeNull();
    expect(screen.queryByText("Élan Coaching – Espace de Grenoble")).toBeNull();
    cleanup();

    withContext({ ...site69.parameters, DISPLAY_SECONDARY_ADDRESSES: "true" }, addresses);
    const { container } = await renderAsync(ContactInfoBlock({ block: block(false) }));
    const lines = within(container.querySelector("address")!).getAllByRole("listitem");
    // The head office once (HEAD_OFFICE), then the secondary address under its own name.
    expect(lines.slice(0, 2).map((line) => line.textContent)).toEqual(["Adresse18 rue Sainte-Hélène, 69002 Lyon", `Élan Coaching – Espace de Grenoble${grenoble}`]);
    expect(screen.queryByText("Élan Coaching – Cabinet de Lyon")).toBeNull();
  });

  it("hides the hours when showOpeningHours is off and shows sanitised additional infos", async () => {
    withContext({ ...site69.parameters, CONTACT_ADDITIONAL_INFOS: '<p>Parking <strong>gratuit</strong></p><script>alert(1)</script>' });
    const { container } = await renderAsync(ContactInfoBlock({ block: block(false) }));
    expect(screen.queryByText("Lundi")).toBeNull();
    expect(screen.getByText("gratuit").tagName).toBe("STRONG");
    expect(container.innerHTML).not.toContain("<script");
  });
});

describe("mapLink", () => {
  const block = (address: string) => {
    const b = parsed({ type: "mapLink", props: { title: "Nous trouver", address, label: "Voir sur Google Maps" } });
    if (b.type !== "mapLink") throw new Error("type");
    return b;
  };

  it("links the head office to COMPANY_ADDRESS in a new tab, announced to screen readers", async () => {
    await renderAsync(MapLinkBlock({ block: block("18 rue Sainte-Hélène, 69002 Lyon") }));
    const link = screen.getByRole("link", { name: /Voir sur Google Maps/ });
    expect(link.getAttribute("href")).toBe(site69.parameters.COMPANY_ADDRESS);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.textContent).toContain("(nouvel onglet)");
    expect(link.querySelector(".sr-only")?.textContent).toBe(" (nouvel onglet)");
  });

  it("builds a Google Maps search for another address or without COMPANY_ADDRESS", async () => {
    await renderAsync(MapLinkBlock({ block: block("12 rue Félix-Poulat, 38000 Grenoble") }));
    expect(screen.getByRole("link").getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20rue%20F%C3%A9lix-Poulat%2C%2038000%20Grenoble",
    );
    cleanup();
    withContext({ ...site69.parameters, COMPANY_ADDRESS: null });
    await renderAsync(MapLinkBlock({ block: block("18 rue Sainte-Hélène, 69002 Lyon") }));
    expect(screen.getByRole("link").getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=18%20rue/);
  });
});

describe("cards and bands", () => {
  it("servicesGrid: each card title is one real link; h3 under a title, h2 without", () => {
    const items = [
      { title: "Développement personnel", summary: "Confiance en soi.", href: "/prestations/coach-developpement-personnel" },
      { title: "Établissements scolaires", summary: "Ateliers.", href: "/prestations/interventions-etablissement-scolaire" },
    ];
    const titled = parsed({ type: "servicesGrid", props: { title: "Nos prestations", items } });
    if (titled.type !== "servicesGrid") throw new Error("type");
    render(<ServicesGridBlock block={titled} />);
    const links = screen.getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual(items.map((i) => [i.title, i.href]));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    cleanup();
    const untitled = parsed({ type: "servicesGrid", props: { items } });
    if (untitled.type !== "servicesGrid") throw new Error("type");
    render(<ServicesGridBlock block={untitled} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  it("testimonials: a blockquote and a cite per item", () => {
    const block = parsed({
      type: "testimonials",
      props: { title: "Ils nous ont fait confiance", items: [{ quote: "Merci !", author: "Sophie L.", role: "Reconversion" }] },
    });
    if (block.type !== "testimonials") throw new Error("type");
    const { container } = render(<TestimonialsBlock block={block} />);
    expect(container.querySelector("blockquote")?.textContent).toBe("Merci !");
    expect(container.querySelector("cite")?.textContent).toBe("Sophie L.");
    expect(screen.getByText("Reconversion")).toBeTruthy();
  });

  it("image: figure with figcaption in a box that reserves the space", () => {
    const block = parsed({ type: "image", props: { image: { src: "/images/3/c.svg", alt: "Classe" }, caption: "Atelier en classe" } });
    if (block.type !== "image") throw new Error("type");
    const { container } = render(<ImageBlock block={block} />);
    expect(container.querySelector("figure figcaption")?.textContent).toBe("Atelier en classe");
    const img = screen.getByRole("img", { name: "Classe" });
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe("16 / 9");
    expect(img.className).toContain("object-cover");
  });

  it("callToAction: title, text and button link", () => {
    const block = parsed({
      type: "callToAction",
      props: { title: "Appelez-nous", text: "Un créneau dans la semaine.", cta: { label: "Appeler le 04 78 42 18 65", href: "tel:+33478421865" } },
    });
    if (block.type !== "callToAction") throw new Error("type");
    render(<CallToActionBlock block={block} />);
    expect(screen.getByRole("heading", { level: 2, name: "Appelez-nous" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Appeler le 04 78 42 18 65" }).getAttribute("href")).toBe("tel:+33478421865");
  });
});
