import type { Metadata } from "next";
import { loadHomeData } from "@/lib/api-client/load-home-data";

// Rendered per request from the database: never at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { info, parameter } = await loadHomeData();
  const favicon = info.logos.find((l) => l.type === "LOGO_FAVICON");
  return {
    title: info.name,
    description: parameter("HOME_META_DESCRIPTION") ?? undefined,
    icons: favicon ? { icon: favicon.onlineImage.url } : undefined,
  };
}

/** Placeholder home of the platform foundation: the public site comes with its own issue. */
export default async function HomePage() {
  const { info, parameter, pages } = await loadHomeData();
  const logo = info.logos.find((l) => l.type === "LOGO");
  const menu = pages.filter((p) => p.showInMenu);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-16">
      <header className="flex flex-col items-start gap-6">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG logo served by the image route
          <img src={logo.onlineImage.url} alt={logo.alt} height={80} className="h-20 w-auto" />
        ) : null}
        <h1 className="text-4xl font-semibold text-primary" data-testid="site-name">
          {info.name}
        </h1>
        {parameter("COMPANY_DESCRIPTION") ? <p className="text-lg">{parameter("COMPANY_DESCRIPTION")}</p> : null}
      </header>
      <section aria-labelledby="menu-title" className="rounded-lg border border-gray-200 p-6">
        <h2 id="menu-title" className="mb-3 text-xl font-semibold">
          Au menu du site
        </h2>
        <ul className="list-disc pl-6">
          {menu.map((page) => (
            <li key={page.id}>
              <span>{page.menuTitle}</span>
              {page.children.length > 0 ? (
                <ul className="list-[circle] pl-6">
                  {page.children.map((child) => (
                    <li key={child.id}>
                      <span>{child.menuTitle}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <footer className="text-sm">
        <p>
          {parameter("COMPANY_NAME")} — {parameter("HEAD_OFFICE")}
        </p>
        <p>
          {parameter("COMPANY_PHONE")} · {parameter("COMPANY_EMAIL")}
        </p>
      </footer>
    </main>
  );
}
