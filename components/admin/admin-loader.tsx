"use client";
import dynamic from "next/dynamic";

// The admin panel in chunks of its own, fetched only when this loader renders, which the server
// does only for an ADMIN / SUPER_ADMIN of the site (app/layout.tsx through
// lib/storefront/admin-loader-reference.ts; the loader itself sits in app/forbidden.tsx's chunks).
const AdminApp = dynamic(() => import("./admin-app"), { ssr: false });

/** Mounted by the server for administrators only: loads the toolbar and the editor. `shop`: the site sells online (« Commandes »). */
export function AdminLoader({ shop = false }: { shop?: boolean }) {
  return <AdminApp shop={shop} />;
}

// A marker kept by the minifier: tests/e2e/support/admin-code.ts proves no visitor's script holds it.
AdminLoader.displayName = "AdminLoader (ea-admin-code)";
