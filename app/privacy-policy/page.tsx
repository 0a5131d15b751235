import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/pages/legal-page";

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata("PRIVACY_POLICY");
}

export default function Page() {
  return <LegalPage textKey="PRIVACY_POLICY" />;
}
