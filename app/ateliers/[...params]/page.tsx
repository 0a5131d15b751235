import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { WorkshopDetail } from "@/components/pages/workshop-detail";
import { cropText } from "@/lib/domain/dates";
import { findWorkshop } from "@/lib/storefront/find-workshop";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ params: string[] }>;
}

/** `/ateliers/{id}` or `/ateliers/{slug}/{id}`: the id decides, the slug is cosmetic. */
function parseWorkshopPath(segments: string[]): { slug: string | null; id: number } | null {
  if (segments.length < 1 || segments.length > 2) return null;
  const rawId = segments[segments.length - 1]!;
  if (!/^\d{1,9}$/.test(rawId)) return null;
  return { slug: segments.length === 2 ? segments[0]! : null, id: Number(rawId) };
}

async function load(props: Props) {
  const target = parseWorkshopPath((await props.params).params);
  if (!target) notFound();
  const workshop = await findWorkshop(target.id);
  if (!workshop) notFound();
  return { target, workshop };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { workshop } = await load(props);
  const { element, details } = workshop;
  return pageMetadata({
    title: element.title,
    description: details.summary ? cropText(details.summary, 160) : null,
    path: `/ateliers/${element.slug}/${element.id}`,
    image: element.image ? { url: element.image.url, alt: element.image.alt ?? details.alt ?? element.title } : null,
  });
}

/** Workshop detail (SPEC §2), from GET /element/ateliers/{id}; unknown id → 404. */
export default async function WorkshopPage(props: Props) {
  await declareSharedRender();
  const { target, workshop } = await load(props);
  // One address per workshop: a missing or outdated slug redirects to the current one.
  if (target.slug !== workshop.element.slug) permanentRedirect(`/ateliers/${workshop.element.slug}/${workshop.element.id}`);
  return <WorkshopDetail workshop={workshop} />;
}
