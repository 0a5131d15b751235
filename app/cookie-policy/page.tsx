import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/pages/legal-page";
import { declareSharedRender } from "@/lib/storefront/shared-render";

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata("COOKIE_POLICY");
}

export default async function Page() {
  await declareSharedRender();
  return <LegalPage textKey="COOKIE_POLICY" />;
}
