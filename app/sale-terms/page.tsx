import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/pages/legal-page";

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata("SALE_TERMS");
}

export default function Page() {
  return <LegalPage textKey="SALE_TERMS" />;
}
