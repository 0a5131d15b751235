import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { JsonLd } from "@/components/blog/json-ld";
import { ProductSheet } from "@/components/shop/product/product-sheet";
import { cropText } from "@/lib/domain/dates";
import { readText } from "@/lib/domain/parameter-map";
import { parseIdSegment, productPath } from "@/lib/domain/shop/product-path";
import { buildProductJsonLd } from "@/lib/domain/shop/product-structured-data";
import { productTitles } from "@/lib/domain/shop/product-titles";
import { shopTitle } from "@/lib/domain/shop/shop-title";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getRequestOrigin } from "@/lib/storefront/request-origin";
import { findProduct } from "@/lib/storefront/shop/find-product";
import { loadProductSheetExtras } from "@/lib/storefront/shop/load-product-sheet";
import { getShopContext } from "@/lib/storefront/shop/shop-context";
import { technicalSheetsEnabled } from "@/lib/storefront/shop/technical-sheet";
import { getSiteContext } from "@/lib/storefront/site-context";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ slug: string; id: string }>;
}

/** The product of the path, or a 404: unknown id, another site's product, a site that does not sell. */
async function load(props: Props) {
  const { slug, id: rawId } = await props.params;
  const id = parseIdSegment(rawId);
  const shop = await getShopContext();
  if (id === null || !shop.enabled) notFound();
  const product = await findProduct(id);
  if (!product) notFound();
  return { slug: decodeURIComponent(slug), product, settings: shop.settings };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product, settings } = await load(props);
  const { title, subtitle } = productTitles(product, settings.appellationFirst);
  const image = product.images[0];
  return pageMetadata({
    title: subtitle ? `${title} – ${subtitle}` : title,
    description: product.summary ? cropText(product.summary, 160) : null,
    path: productPath(product),
    image: image ? { url: image.url, alt: image.alt } : null,
  });
}

/** `/boutique/{slug}/{id}`: a product sheet (GET /product/{id} and its awards, pairings, recommendations); a wrong slug redirects to the right one. */
export default async function ProductPage(props: Props) {
  await declareSharedRender();
  const { slug, product, settings } = await load(props);
  const canonical = productPath(product);
  if (slug !== canonical.split("/")[2]) permanentRedirect(canonical);
  const [extras, sheets, { info, parameters }] = await Promise.all([loadProductSheetExtras(product), technicalSheetsEnabled(), getSiteContext()]);
  const origin = await getRequestOrigin(info.url);
  const { title } = productTitles(product, settings.appellationFirst);
  const jsonLd = buildProductJsonLd({
    product,
    name: title,
    awards: extras.awards,
    origin,
    path: productPath(product),
    brand: readText(parameters, "COMPANY_NAME") ?? info.name,
    hidePrices: settings.hidePrices,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <ProductSheet product={product} extras={extras} settings={settings} sheets={sheets} shopTitle={shopTitle(info.isWinemaker)} />
    </>
  );
}
