import { AdminLoader } from "@/components/admin/admin-loader";

/**
 * The segment that holds the admin loader's client reference. A client component belongs to the
 * chunk group of the route segments that import it; this segment's scripts are never written in a
 * page (Next sends only the styles of not-found / forbidden / unauthorized), so the admin loader
 * lives in chunks no visitor's page lists. app/layout.tsx renders it for admins through
 * lib/storefront/admin-loader-reference.ts, without importing it. See docs/builder.md « Loading ».
 *
 * The app never calls `forbidden()` (a refused admin call is an API answer, 401 / 403 in the
 * envelope), and Next puts this component in every page's payload as a boundary's fallback: it
 * renders nothing, so a visitor's HTML does not grow. Nothing here may import a visitor's client
 * component (it would share that group).
 */
export default function Forbidden() {
  return null;
}

// The import must stay (a side effect keeps it): it puts the loader in this segment's chunk group.
Object.defineProperty(Forbidden, "adminLoader", { value: AdminLoader });
