import type { Metadata } from "next";
import { LegalPage, legalPageMetadata } from "@/components/pages/legal-page";

export function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata("USE_TERMS");
}

export default function Page() {
  return <LegalPage textKey="USE_TERMS" />;
}
