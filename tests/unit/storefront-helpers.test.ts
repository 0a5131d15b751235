import { describe, expect, it } from "vitest";
import { cropText, formatDate, formatDateTime } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import { listOpeningHours } from "@/lib/domain/opening-hours";
import { buildLocalBusinessJsonLd, serializeJsonLd } from "@/lib/domain/structured-data";
import { findPageNode, listPages, normalizePagePath } from "@/lib/storefront/find-page";
import type { MenuPage } from "@/lib/storefront/types";

const page = (id: number, url: string, type: MenuPage["type"] = "PAGE", children: MenuPage[] = []): MenuPage => ({
  id,
  idParent: null,
  order: id,
  url,
  title: url,
  menuTitle: url,
  showInMenu: true,
  type,
  link: null,
  children,
});

describe("page lookup by path", () => {
  const tree = [
    page(1, "", "HOME"),
    page(2, "prestations", "FOLDER", [page(3, "prestations/coach-developpement-personnel")]),
    page(4, "externe", "LINK"),
  ];
  it("normalises slashes and case", () => {
    expect(normalizePagePath("/Prestations//coach/")).toBe("prestations/coach");
    expect(normalizePagePath("/")).toBe("");
  });
  it("finds home, folders and children; not links nor unknown paths", () => {
    expect(findPageNode(tree, "")?.id).toBe(1);
    expect(findPageNode(tree, "/prestations")?.id).toBe(2);
    expect(findPageNode(tree, "prestations/coach-developpement-personnel/")?.id).toBe(3);
    expect(findPageNode(tree, "externe")).toBeNull();
    expect(findPageNode(tree, "prestations/inconnue")).toBeNull();
    expect(listPages(tree).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("French formats", () => {
  it("dates dd/mm/yyyy (hh:mm:ss) in Europe/Paris", () => {
    expect(formatDate("2026-12-05T23:30:00Z")).toBe("06/12/2026");
    expect(formatDateTime("2026-07-01T08:05:09Z")).toBe("01/07/2026 10:05:09");
    expect(formatDate("pas une date")).toBe("");
  });
  it("crops previews at 120 characters on a word boundary", () => {
    const long = "mot ".repeat(60);
    const cropped = cropText(long);
    expect(cropped.length).toBeLessThanOrEqual(121);
    expect(cropped.endsWith("…")).toBe(true);
    expect(cropText("court")).toBe("court");
  });
  it("euros from cents", () => {
    expect(formatEuros(4500).replace(/\s/g, " ")).toBe("45,00 €");
    expect(formatEuros(123456).replace(/\s/g, " ")).toBe("1 234,56 €");
  });
  it("opening hours in week order, empty days left out", () => {
    expect(listOpeningHours({ SUNDAY_HOURS: "Fermé", MONDAY_HOURS: "9h – 17h", TUESDAY_HOURS: " " })).toEqual([
      { label: "Lundi", schemaDay: "Monday", hours: "9h – 17h" },
      { label: "Dimanche", schemaDay: "Sunday", hours: "Fermé" },
    ]);
  });
});

describe("JSON-LD", () => {
  it("describes the business from the company parameters, without inventing missing data", () => {
    const data = buildLocalBusinessJsonLd({
      parameters: { COMPANY_NAME: "Élan Coaching", COMPANY_PHONE: "04 78 42 18 65", FACEBOOK_URL: "https://www.facebook.com/x", INSTAGRAM_URL: null },
      siteName: "Élan",
      origin: "https://www.elan-coaching.fr",
      logoUrl: "/images/1/logo.svg",
      headOffice: { address: "18 rue Sainte-Hélène", postalCode: "69002", city: "Lyon", countryCode: "FR" },
    });
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      name: "Élan Coaching",
      telephone: "+33478421865",
      logo: "https://www.elan-coaching.fr/images/1/logo.svg",
      address: { postalCode: "69002", addressLocality: "Lyon" },
      sameAs: ["https://www.facebook.com/x"],
    });
    expect(data).not.toHaveProperty("email");
  });
  it("cannot close its script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("plain-text previews", () => {
  it("strips tags and decodes entities, so a preview never shows &amp; or &#39;", async () => {
    const { htmlToText } = await import("@/lib/domain/sanitize-html");
    const { textPreview } = await import("@/lib/domain/text-preview");
    expect(htmlToText("<p>Coaching &amp; formation&nbsp;: l&#39;atelier <strong>«&#x202F;Stress&#x202F;»</strong></p><script>x</script>")).toBe(
      "Coaching & formation\u00A0: l'atelier «\u202FStress\u202F»",
    );
    expect(textPreview("  ", "<p>Résumé &lt;court&gt;</p>")).toBe("Résumé <court>");
    expect(textPreview("Le résumé", "<p>ignoré</p>")).toBe("Le résumé");
  });
});
