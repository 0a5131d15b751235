import "server-only";
import type { ComponentType } from "react";

/**
 * The admin loader (components/admin/admin-loader.tsx) as a React client reference, made here
 * rather than imported. Importing it from app/layout.tsx would put it in the layout's chunk, which
 * every visitor downloads. It is imported by app/forbidden.tsx instead: a segment of every route
 * whose scripts Next never writes in a page. So the build lists the loader in every route's
 * client manifest, with chunks of its own, and only a page that renders this reference (an admin's)
 * tells the browser to fetch them. The id is the bundler's for that file and export; the e2e test
 * tests/e2e/first-load-js.spec.ts fails if it stops resolving (no toolbar for the admin).
 */
const ADMIN_LOADER_ID = "[project]/components/admin/admin-loader.tsx#AdminLoader";

function notOnTheServer(): never {
  throw new Error("AdminLoader is a client component: render it, do not call it.");
}

export const AdminLoaderReference = Object.defineProperties(notOnTheServer, {
  $$typeof: { value: Symbol.for("react.client.reference") },
  $$id: { value: ADMIN_LOADER_ID },
  $$async: { value: false },
}) as unknown as ComponentType<{ shop?: boolean }>;
