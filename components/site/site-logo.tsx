import type { SiteLogo as SiteLogoData } from "@/lib/storefront/types";

/**
 * A logo image at the size set by the LOGO_* parameters (through the --logo-* variables the
 * caller's class applies), or the company name in the title font when the site has no logo.
 * A plain <img>: logos come from the site's own image route, already sized and cached.
 */
export function SiteLogo({
  logo,
  name,
  className,
  loading,
}: {
  logo: SiteLogoData | null;
  name: string;
  className: string;
  /** "lazy" below the fold (footer), so the logo is not preloaded with the page. */
  loading?: "lazy";
}) {
  if (!logo) {
    return <span className="font-title text-2xl leading-tight">{name}</span>;
  }
  return (
    // Its own width and height: with the CSS size (a height, the width often auto) they give the
    // room the logo takes before the file arrives, so the menu beside it does not move.
    // eslint-disable-next-line @next/next/no-img-element -- served by our image route; sizes come from CSS variables
    <img
      src={logo.onlineImage.url}
      alt={logo.alt.trim() || `Logo ${name}`}
      width={logo.width ?? undefined}
      height={logo.height ?? undefined}
      className={className}
      loading={loading}
      decoding="async"
    />
  );
}
