import type { Metadata, Viewport } from "next";
import { preload } from "react-dom";
import { ClientShell } from "@/components/app-shell/client-shell";
import { ConsentManager } from "@/components/consent/consent-manager";
import { PopupLauncher } from "@/components/popups/popup-launcher";
import { readBoolean } from "@/lib/domain/parameter-map";
import { fontFilesToPreload } from "@/lib/domain/font-catalog";
import { buildThemeCss } from "@/lib/domain/theme";
import { getSiteContext } from "@/lib/storefront/site-context";
import { readPublic } from "@/lib/api-client/server";
import { packPopups } from "@/components/popups/packed-popups";
import { popupListSchema } from "@/lib/schemas/popup";
import { getRequestNonce } from "@/lib/storefront/request-nonce";
import { SESSION_MARK_SCRIPT } from "@/components/app-shell/session-mark";
import { siteMetadataBase } from "@/lib/storefront/metadata";
import { getRequestOrigin } from "@/lib/storefront/request-origin";
import { getAdminSession } from "@/lib/storefront/admin-session";
import { AdminLoaderReference } from "@/lib/storefront/admin-loader-reference";
import { buildLocalBusinessJsonLd, serializeJsonLd } from "@/lib/domain/structured-data";
import "./globals.css";

// Every page reads the database at request time: nothing is prerendered by `next build`.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadataBase(await getSiteContext());
}

export async function generateViewport(): Promise<Viewport> {
  const { parameters } = await getSiteContext();
  return { width: "device-width", initialScale: 1, colorScheme: readBoolean(parameters, "DARK_THEME") ? "dark" : "light" };
}

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const [context, admin, nonce, popups] = await Promise.all([getSiteContext(), getAdminSession(), getRequestNonce(), readPublic("/popup", popupListSchema)]);
  const { parameters, info, addresses, consentServices } = context;
  for (const href of fontFilesToPreload(info.fonts.map((f) => f.family))) {
    preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  const headOffice = addresses.find((a) => a.type === "HEAD_OFFICE") ?? null;
  const jsonLd = buildLocalBusinessJsonLd({
    parameters,
    siteName: info.name,
    origin: await getRequestOrigin(info.url),
    logoUrl: info.logos.find((l) => l.type === "LOGO")?.onlineImage.url ?? null,
    headOffice: headOffice
      ? { address: headOffice.address, postalCode: headOffice.postalCode, city: headOffice.city, countryCode: headOffice.country.alphaTwo }
      : null,
  });
  return (
    // The site this page shows (its host's): the browser's API client sends it as X-Site-Id.
    // data-session is set before the first paint by the script below (not by React).
    <html lang="fr" data-site-id={info.id} suppressHydrationWarning>
      <head>
        {/* Which account link shows, from the session cookie (the page is the same for every visitor). */}
        {nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SESSION_MARK_SCRIPT }} /> : null}
        <style id="site-theme" dangerouslySetInnerHTML={{ __html: buildThemeCss(parameters, info.fonts) }} />
      </head>
      <body className="min-h-screen antialiased">
        <ClientShell
          lockTextSelection={readBoolean(parameters, "LOCK_TEXT_SELECTION")}
          lockRightClick={readBoolean(parameters, "LOCK_RIGHT_CLICK")}
          shop={info.isECommerce}
        >
          {children}
          {/* Administrators only: the toolbar and editor load in chunks no visitor's page lists. */}
          {admin ? <AdminLoaderReference shop={info.isECommerce} /> : null}
        </ClientShell>
        {/* The site's popups are for visitors: they would cover the page an administrator is editing. */}
        {admin ? null : <PopupLauncher popups={packPopups(popups)} />}
        <ConsentManager services={consentServices.map((service) => service.key)} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      </body>
    </html>
  );
}
