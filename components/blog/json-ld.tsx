import { serializeJsonLd } from "@/lib/domain/structured-data";

/** schema.org data for search engines (a data block: never executed). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
