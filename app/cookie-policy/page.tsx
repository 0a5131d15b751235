import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/pages/legal-page";

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata("COOKIE_POLICY");
}

export default function Page() {
  return <LegalPage textKey="COOKIE_POLICY" />;
}
