import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ServiceDetail } from "@/components/services/service-detail";
import { parseIdSlugPath, servicePath } from "@/lib/domain/album-path";
import { cropText } from "@/lib/domain/dates";
import { readText } from "@/lib/domain/parameter-map";
import { findService } from "@/lib/storefront/load-services";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getSiteContext } from "@/lib/storefront/site-context";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ params: string[] }>;
}

async function load(props: Props) {
  const target = parseIdSlugPath((await props.params).params);
  if (!target) notFound();
  const service = await findService(target.id);
  if (!service) notFound();
  return { target, service };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { service } = await load(props);
  return pageMetadata({
    title: service.title,
    description: service.summary ? cropText(service.summary, 160) : null,
    path: servicePath(service),
    image: service.image ? { url: service.image.url, alt: service.image.alt } : null,
  });
}

/** `/prestation/{id}/{slug}`: a service (GET /service/{id}) laid out per SERVICE_PAGE_STYLE; unknown id → 404. */
export default async function ServicePage(props: Props) {
  await declareSharedRender();
  const { target, service } = await load(props);
  if (target.slug !== service.slug) permanentRedirect(servicePath(service));
  const { parameters } = await getSiteContext();
  return <ServiceDetail service={service} style={readText(parameters, "SERVICE_PAGE_STYLE") === "MODERN" ? "MODERN" : "CLASSIC"} />;
}
