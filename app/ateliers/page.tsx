import type { Metadata } from "next";
import { SimplePage } from "@/components/pages/simple-page";
import { WorkshopList } from "@/components/workshops/workshop-list";
import { listWorkshops } from "@/lib/storefront/list-workshops";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

export const metadata: Metadata = pageMetadata({
  title: "Nos ateliers",
  description: "Les prochains ateliers collectifs : dates, lieux, tarifs et places restantes, inscription en ligne.",
  path: "/ateliers",
});

/** `/ateliers`: every published workshop with its seats left (GET /element/ateliers). */
export default async function WorkshopsPage() {
  await declareSharedRender();
  const workshops = await listWorkshops();
  return (
    <SimplePage title="Nos ateliers" lead="Des ateliers en petit groupe pour avancer concrètement : inscrivez-vous en ligne, dans la limite des places disponibles.">
      <WorkshopList workshops={workshops} />
    </SimplePage>
  );
}
