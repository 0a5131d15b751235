import "server-only";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { htmlToText } from "@/lib/domain/sanitize-html";
import { formatEuros } from "@/lib/domain/money";
import type { Award, Declination, MealIcon, Product } from "@/lib/schemas/shop/product";

/** What the technical sheet shows: the product, the declination chosen (or all), its context. */
export interface ProductSheetInput {
  estateName: string;
  product: Product;
  /** The declination asked for; null: the sheet covers every declination. */
  declination: Declination | null;
  awards: readonly Award[];
  pairings: readonly MealIcon[];
  /** Footer line (the health message for wine). */
  footer: string;
  createdAt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const BURGUNDY = rgb(0.482, 0.118, 0.227);
const INK = rgb(0.17, 0.11, 0.13);
const MUTED = rgb(0.4, 0.36, 0.37);
const RULE = rgb(0.83, 0.69, 0.22);

function capacityLabel(declination: Declination): string | null {
  if (declination.capacity === null || declination.capacityUnit === null) return null;
  const number = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 }).format(declination.capacity);
  return declination.capacityUnit === "LITER" ? `${number} L` : `${number} cl`;
}

function declinationLabel(declination: Declination): string {
  const parts = [declination.year === null ? "Sans millésime" : String(declination.year), capacityLabel(declination)];
  for (const variation of [declination.variation1, declination.variation2, declination.variation3]) {
    if (variation && variation.displayLabel !== String(declination.year) && variation.displayLabel !== capacityLabel(declination)) {
      parts.push(`${variation.label} : ${variation.displayLabel}`);
    }
  }
  return parts.filter(Boolean).join(" · ");
}

/** Lays out text on pages, top to bottom, adding pages as needed. */
class SheetWriter {
  private page: PDFPage;
  private y: number;
  private readonly width = A4[0] - 2 * MARGIN;
  private readonly charset: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.charset = new Set(regular.getCharacterSet());
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  /** Characters the standard fonts cannot encode become their closest plain form (or go). */
  clean(text: string): string {
    let out = "";
    for (const char of text.replace(/[\u202f\u2009\u00a0]/g, " ").replace(/[\u2010-\u2013]/g, "-")) {
      if (this.charset.has(char.codePointAt(0)!)) out += char;
      else out += [...char.normalize("NFD")].filter((c) => this.charset.has(c.codePointAt(0)!) && !/[\u0300-\u036f]/.test(c)).join("");
    }
    return out;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(A4);
    const footer = this.clean(this.footer);
    const size = 7.5;
    const lines = this.wrap(footer, this.regular, size, A4[0] - 2 * MARGIN);
    lines.forEach((line, i) => page.drawText(line, { x: MARGIN, y: 28 - i * 10 + (lines.length - 1) * 10, size, font: this.regular, color: MUTED }));
    return page;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 20) {
      this.page = this.newPage();
      this.y = A4[1] - MARGIN;
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ").filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; font?: "regular" | "bold"; color?: RGB; gapAfter?: number; indent?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.font === "bold" ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of this.wrap(this.clean(text), font, size, this.width - indent)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gapAfter ?? 0;
  }

  heading(text: string) {
    this.ensure(40);
    this.y -= 14;
    this.text(text.toUpperCase(), { size: 11, font: "bold", color: BURGUNDY, gapAfter: 3 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.8, color: RULE });
    this.y -= 6;
  }

  /** Two columns: label in bold, value wrapped in the remaining width. */
  rows(rows: readonly (readonly [string, string])[], labelWidth = 150) {
    const size = 9.5;
    for (const [label, value] of rows) {
      const lines = this.wrap(this.clean(value), this.regular, size, this.width - labelWidth);
      this.ensure(lines.length * size * 1.45);
      this.y -= size * 1.45;
      this.page.drawText(this.clean(label), { x: MARGIN, y: this.y, size, font: this.bold, color: INK });
      lines.forEach((line, i) => {
        if (i > 0) this.y -= size * 1.45;
        this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y, size, font: this.regular, color: INK });
      });
    }
  }
}

/** The wine's technical sheet as a real PDF (A4, standard fonts, several pages when needed). */
export async function renderProductSheet(input: ProductSheetInput): Promise<Uint8Array> {
  const { product, declination } = input;
  const doc = await PDFDocument.create();
  const title = declination?.year ? `${product.name} ${declination.year}` : product.name;
  doc.setTitle(`Fiche technique – ${title}`);
  doc.setAuthor(input.estateName);
  doc.setSubject(product.appellation ?? product.name);
  doc.setLanguage("fr-FR");
  doc.setCreator("Evolusite");
  doc.setProducer("Evolusite");
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(input.createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const sheet = new SheetWriter(doc, regular, bold, input.footer);

  sheet.text(input.estateName, { size: 11, font: "bold", color: BURGUNDY });
  sheet.text("Fiche technique", { size: 9, color: MUTED, gapAfter: 8 });
  sheet.text(title, { size: 22, font: "bold", gapAfter: 2 });
  if (product.appellation) sheet.text(product.appellation, { size: 13, color: BURGUNDY, gapAfter: 2 });
  if (product.summary) sheet.text(product.summary, { size: 10, color: MUTED, gapAfter: 4 });

  const declinations = declination ? [declination] : product.declinations;
  sheet.heading(declination ? "Cuvée" : "Millésimes et contenances");
  sheet.rows(
    declinations.map((d) => [
      d.reference,
      `${declinationLabel(d)}${d.setQuantity > 1 ? ` · ${d.setQuantity} bouteilles` : ""} · ${formatEuros(d.price)}${d.price < d.fixedPrice ? ` (au lieu de ${formatEuros(d.fixedPrice)})` : ""}`,
    ]),
    110,
  );

  const features = product.features.map((f) => [f.label, f.value] as const);
  if (product.grapeVarieties.length > 0 && !product.features.some((f) => f.key === "grapes")) {
    features.push(["Cépages", product.grapeVarieties.map((g) => (g.percent === null ? g.name : `${g.name} ${g.percent} %`)).join(", ")]);
  }
  if (features.length > 0) {
    sheet.heading("Caractéristiques");
    sheet.rows(features);
  }
  if (product.grapeVarieties.length > 0) {
    sheet.heading("Cépages");
    sheet.rows(product.grapeVarieties.map((g) => [g.name, g.percent === null ? "Assemblage" : `${g.percent} %`]));
  }
  const description = htmlToText(product.description.replace(/<\/(p|li|h\d)>/gi, "</$1>\n"));
  if (description) {
    sheet.heading("Dégustation");
    sheet.text(description.replace(/ ?\n ?/g, "\n"), { size: 10 });
  }
  if (input.pairings.length > 0) {
    sheet.heading("Accords mets et vin");
    sheet.text(input.pairings.map((p) => p.label).join(" · "), { size: 10 });
  }
  if (input.awards.length > 0) {
    sheet.heading("Distinctions");
    sheet.rows(input.awards.map((a) => [`${a.name} ${a.year}`, a.distinction]), 250);
  }
  if (product.nutrition) {
    const n = product.nutrition;
    const grams = (value: number) => `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(value)} g`;
    sheet.heading("Déclaration nutritionnelle (pour 100 ml)");
    sheet.rows([
      ["Énergie", `${n.energyKj} kJ / ${n.energyKcal} kcal`],
      ["Matières grasses", grams(n.fat)],
      ["dont acides gras saturés", grams(n.saturatedFat)],
      ["Glucides", grams(n.carbohydrates)],
      ["dont sucres", grams(n.sugars)],
      ["Protéines", grams(n.proteins)],
      ["Sel", grams(n.salt)],
      ["Ingrédients", n.ingredients],
      ["Allergènes", n.allergens.length > 0 ? n.allergens.join(", ") : "Aucun"],
    ]);
  }
  return doc.save();
}
