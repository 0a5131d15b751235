"use client";
import { useEffect } from "react";
import { markHydrated } from "@/components/app-shell/hydration-mark";

/**
 * Last resort when the layout or the error page itself fails (SPEC §2): its own <html>, no theme,
 * no data — only static markup that cannot fail again.
 */
export default function GlobalError() {
  // Outside the layout, so outside ClientShell: this page marks its own hydration.
  useEffect(() => markHydrated(), []);
  return (
    <html lang="fr">
      <head>
        <title>Erreur</title>
      </head>
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, color: "#1f2933", background: "#fff" }}>
        <main style={{ maxWidth: "40rem", margin: "0 auto", padding: "5rem 1rem" }}>
          <h1 style={{ fontSize: "1.75rem", color: "#00566f" }}>Erreur 500</h1>
          <p lang="en" data-testid="global-error-message">
            An error occurred while showing the error page
          </p>
          <p>Le site est momentanément indisponible. Réessayez dans quelques instants.</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the router may be broken: full reload */}
          <a href="/" style={{ color: "#00566f" }}>
            Retour à l&apos;accueil
          </a>
        </main>
      </body>
    </html>
  );
}
