import { SiteLink } from "@/components/ui/site-link";
import type { Crumb } from "@/lib/domain/blog";

/** Breadcrumb trail (fil d'Ariane): links up to the current page, which is named last. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Fil d'Ariane" className="mb-6 text-sm">
      <ol className="flex flex-wrap gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <SiteLink className="text-link underline" href={crumb.path}>
                {crumb.name}
              </SiteLink>
              <span aria-hidden="true"> ›</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
