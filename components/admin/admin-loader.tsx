"use client";
import dynamic from "next/dynamic";

// The admin panel in chunks of its own, fetched only when this loader renders, which the server
// does only for an ADMIN / SUPER_ADMIN of the site (app/layout.tsx).
const AdminApp = dynamic(() => import("./admin-app"), { ssr: false });

/** Mounted by the server for administrators only: loads the toolbar and the editor. */
export function AdminLoader() {
  return <AdminApp />;
}
