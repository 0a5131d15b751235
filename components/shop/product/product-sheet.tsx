import { SiteLink } from "@/components/ui/site-link";
import { RichHtml } from "@/components/blocks/rich-text/rich-html";
import { SiteChrome } from "@/components/site/site-chrome";
import { formatGrapeVarieties } from "@/lib/domain/shop/grape-varieties";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import { productTitles } from "@/lib/domain/shop/product-titles";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import { WINE_COLOUR_LABELS } from "@/lib/domain/shop/wine-labels";
import type { Product, ProductFeature } from "@/lib/schemas/shop/product";
import type { ProductSheetExtras } from "@/lib/storefront/shop/load-product-sheet";
import { AlcoholMessage } from "../catalogue/alcohol-message";
import { ProductList } from "../catalogue/product-list";
import { ProductBuyBox } from "./buy-box";
import { DeclinationTable } from "./declination-table";
import { MealIcons } from "./meal-icons";
import { NutritionTable } from "./nutrition-table";
import { ProductAwards } from "./product-awards";
import { ProductFeatures } from "./product-features";
import { ProductGallery } from "./product-gallery";

const SECTION_TITLE = "mb-3 font-title text-2xl text-heading";

export interface ProductSheetProps {
  product: Product;
  extras: ProductSheetExtras;
  settings: ShopSettings;
  /** The site makes technical sheets (PRODUCT_FILE_GENERATOR). */
  sheets: boolean;
  /** The shop's name in the breadcrumb (« Nos vins »). */
  shopTitle: string;
}

/** Key of the grape varieties' feature line (the product's own, or the one added here). */
const GRAPES_KEY = "grapes";

/**
 * Features as WHERE_TO_DISPLAY_GRAPE_VARIETY says: the grape varieties among them (IN_FEATURES,
 * formatted per HOW_TO_DISPLAY_GRAPE_VARIETY), else not (UNDER_TITLE shows them under the title,
 * HIDDEN nowhere).
 */
function sheetFeatures(product: Product, settings: ShopSettings, grapes: string | null): ProductFeature[] {
  const others = product.features.filter((feature) => feature.key !== GRAPES_KEY);
  if (!grapes || settings.grapeVarietyPlace !== "IN_FEATURES") return others;
  const line = { key: GRAPES_KEY, label: product.grapeVarieties.length > 1 ? "Cépages" : "Cépage", value: grapes };
  const at = product.features.findIndex((feature) => feature.key === GRAPES_KEY);
  return at < 0 ? [...others, line] : [...others.slice(0, at), line, ...others.slice(at)];
}

/**
 * A product sheet (/boutique/{slug}/{id}) in the site's PRODUCT_PAGE_STYLE: CLASSIC puts the
 * pictures beside the title and the buy box, the details under them; MODERN opens on a title band
 * and lays the details out in two columns. Both honour every SHOP parameter of the sheet.
 */
export function ProductSheet({ product, extras, settings, sheets, shopTitle }: ProductSheetProps) {
  const { title, subtitle } = productTitles(product, settings.appellationFirst);
  const grapes = settings.grapeVarietyPlace === "HIDDEN" ? null : formatGrapeVarieties(product.grapeVarieties, settings.grapeVarietyDisplay);
  const modern = settings.pageStyle === "MODERN";
  const images = product.images.length > 0 ? product.images : product.declinations.flatMap((d) => (d.image ? [d.image] : [])).slice(0, 1);

  const heading = (
    <header className={modern ? "text-center" : ""}>
      <h1 className="font-title text-3xl text-heading sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 text-xl">{subtitle}</p> : null}
      {product.colour || product.region ? (
        <p className="mt-2">{[product.colour ? WINE_COLOUR_LABELS[product.colour] : null, product.region].filter(Boolean).join(" · ")}</p>
      ) : null}
      {grapes && settings.grapeVarietyPlace === "UNDER_TITLE" ? (
        <p className="mt-2" data-testid="grapes-under-title">
          <span className="font-semibold">{product.grapeVarieties.length > 1 ? "Cépages" : "Cépage"} : </span>
          {grapes}
        </p>
      ) : null}
    </header>
  );
  const buy = (
    <>
      {product.summary ? <p className="text-lg">{product.summary}</p> : null}
      <ProductBuyBox product={product} customizations={extras.customizations} settings={settings} />
    </>
  );
  const features = sheetFeatures(product, settings, grapes);
  const details = (
    <>
      {product.description ? (
        <section aria-labelledby="fiche-description">
          <h2 id="fiche-description" className={SECTION_TITLE}>
            Description
          </h2>
          <RichHtml html={product.description} />
        </section>
      ) : null}
      <DeclinationTable product={product} settings={settings} sheets={sheets} headingId="fiche-declinaisons" />
      {features.length > 0 ? (
        <section aria-labelledby="fiche-caracteristiques">
          <h2 id="fiche-caracteristiques" className={SECTION_TITLE}>
            Caractéristiques
          </h2>
          <ProductFeatures features={features} style={settings.featuresStyle} />
        </section>
      ) : null}
      <ProductAwards awards={extras.awards} headingId="fiche-recompenses" />
      {settings.hideProductIcon ? null : <MealIcons ids={product.mealIcons} icons={extras.mealIcons} headingId="fiche-accords" />}
      {settings.showNutrition && product.nutrition ? <NutritionTable nutrition={product.nutrition} headingId="fiche-nutrition" /> : null}
    </>
  );
  const gallerySizes = "(min-width: 996px) 480px, 100vw";

  return (
    <SiteChrome>
      <article data-style={settings.pageStyle} data-product-id={product.id} className="mx-auto max-w-6xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <nav aria-label="Fil d'Ariane" className="mb-6 text-sm">
          <ol className="flex flex-wrap gap-2">
            <li>
              <SiteLink href={SHOP_PATH} className="text-link underline">
                {shopTitle}
              </SiteLink>
              <span aria-hidden="true"> ›</span>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        {modern ? (
          <>
            <div className="mb-8 rounded-2xl bg-ink/5 px-4 py-8">{heading}</div>
            <div className="grid gap-8 md:grid-cols-[5fr_7fr]">
              <ProductGallery images={images} aspectRatio={settings.aspectRatio} sizes={gallerySizes} />
              <div className="flex flex-col gap-6">{buy}</div>
            </div>
            <div className="mt-12 grid gap-10 md:grid-cols-2 [&>section:first-child]:md:col-span-2">{details}</div>
          </>
        ) : (
          <>
            <div className="grid gap-8 md:grid-cols-2">
              <ProductGallery images={images} aspectRatio={settings.aspectRatio} sizes={gallerySizes} />
              <div className="flex flex-col gap-6">
                {heading}
                {buy}
              </div>
            </div>
            <div className="mt-12 flex flex-col gap-10">{details}</div>
          </>
        )}
        {extras.recommended.length > 0 ? (
          <section aria-labelledby="fiche-recommandes" className="mt-14">
            <h2 id="fiche-recommandes" className={SECTION_TITLE}>
              Vous aimerez aussi
            </h2>
            <ProductList products={extras.recommended.slice(0, 3)} settings={settings} level={3} layout="GRID" />
          </section>
        ) : null}
        <AlcoholMessage show={settings.alcoholMessage} />
      </article>
    </SiteChrome>
  );
}
