import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PagesPanelHarness } from "@/components/admin/pages/pages-panel-harness";
import { SimplePage } from "@/components/pages/simple-page";
import { getData } from "@/lib/api-client/create-api-client";
import { getServerApi } from "@/lib/api-client/server";

export const metadata: Metadata = { title: "Pages et menu (banc d'essai)", robots: { index: false, follow: false } };

/**
 * Test harness of the « Pages et menu » panel until the admin toolbar (editor branch) opens it:
 * admins of the site only (anyone else gets the 404), never linked from the site.
 */
export default async function Page() {
  try {
    await getData(await getServerApi(), "/admin/pages");
  } catch {
    notFound();
  }
  return (
    <SimplePage title="Pages et menu">
      <PagesPanelHarness />
    </SimplePage>
  );
}
