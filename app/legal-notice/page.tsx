import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/pages/legal-page";

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata("LEGAL_NOTICE");
}

export default function Page() {
  return <LegalPage textKey="LEGAL_NOTICE" />;
}
