import { Fragment, type ReactNode } from "react";
import { ConsentSettingsButton } from "@/components/consent/consent-settings-button";
import { listOpeningHours } from "@/lib/domain/opening-hours";
import { readBoolean, readText, type ParameterMap } from "@/lib/domain/parameter-map";
import { NewsletterSignupForm } from "@/components/forms/newsletter-signup-form";
import type { TrackerKey } from "@/lib/domain/trackers";
import type { ElementItem, SiteLogo as SiteLogoData } from "@/lib/storefront/types";
import { isHttpUrl, mailtoHref } from "@/lib/domain/links";
import { telHref } from "@/lib/domain/phone";
import { Icon } from "./icons";
import { isExternalHref, linkTarget } from "./menu-links";
import { SiteLogo } from "./site-logo";
import { SocialIcons } from "./social-icons";
import type { SocialLink } from "./social-links";
import { Anchor } from "@/components/ui/anchor";
import { StaticRegion } from "@/components/ui/static-region";

export interface SiteFooterProps {
  parameters: ParameterMap;
  name: string;
  logo: SiteLogoData | null;
  address: string | null;
  badges: readonly ElementItem[];
  links: readonly ElementItem[];
  social: readonly SocialLink[];
  legalLine: string;
  /** Trackers the site uses: a « Gestion des cookies » button when there is any. */
  consentServices: readonly TrackerKey[];
}

/** Footer titles take the footer's text colour (contrast-checked against the footer), not HEADING_COLOR (checked against the page). */
const HEADING = "mb-4 font-title text-lg tracking-wide text-inherit";
const LINK = "underline-offset-4 hover:underline";

/** Alt text of a footer badge: the image's own, else the element's data.alt, else its title. */
export function badgeAlt(element: ElementItem): string {
  const dataAlt = typeof element.data.alt === "string" ? element.data.alt.trim() : "";
  return element.image?.alt?.trim() || dataAlt || element.title;
}

/** Where a footer element points: a site path or an external address; null when it has none usable. */
function elementHref(element: ElementItem): { href: string; external: boolean } | null {
  if (!element.url) return null;
  return linkTarget({ type: isExternalHref(element.url) ? "EXTERNAL" : "INTERNAL", url: element.url, jsCode: null });
}

function FooterLink({ href, external, className, children }: { href: string; external: boolean; className?: string; children: ReactNode }) {
  if (external) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        {" "}
        <span className="sr-only">(nouvel onglet)</span>
      </Anchor>
    );
  }
  return (
    <Anchor href={href} className={className}>
      {children}
    </Anchor>
  );
}

function ContactLine({ icon, label, children }: { icon: Parameters<typeof Icon>[0]["name"]; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon name={icon} className="mt-1 shrink-0" />
      <span>
        <span className="sr-only">{label} : </span>
        {children}
      </span>
    </li>
  );
}

/** Site footer: identity, contact, opening hours, useful links, badges, legal line. */
export function SiteFooter({ parameters, name, logo, address, badges, links, social, legalLine, consentServices }: SiteFooterProps) {
  const phone = readText(parameters, "COMPANY_PHONE");
  const mobile = readText(parameters, "COMPANY_MOBILE");
  const email = readText(parameters, "COMPANY_EMAIL");
  const mapUrl = readText(parameters, "COMPANY_ADDRESS");
  const hours = listOpeningHours(parameters);
  const createdBy = readText(parameters, "CREATED_BY_MESSAGE");
  const backlink = readText(parameters, "CREATED_BY_BACKLINK_URL");
  const footerLinks = links.flatMap((element) => {
    const target = elementHref(element);
    return target ? [{ key: element.id, label: element.title, ...target }] : [];
  });
  const badgeItems = badges.filter((element) => element.image?.url);
  const phoneHref = telHref(phone);
  const mobileHref = telHref(mobile);
  const emailHref = mailtoHref(email);
  const hasContact = Boolean(address || phoneHref || mobileHref || emailHref);

  return (
    <footer className="bg-[var(--color-footer-background)] pb-[calc(5rem+env(safe-area-inset-bottom))] text-[var(--color-footer-text)] lg:pb-0">
      {/* Identity, contact, hours and links: static markup, one string in the payload (static-region.tsx). */}
      <StaticRegion className="mx-auto grid max-w-7xl gap-x-10 gap-y-12 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4 lg:px-8 lg:py-16">
        <div className="flex flex-col items-start gap-5">
          <SiteLogo
            logo={logo}
            name={name}
            loading="lazy"
            className="block h-[var(--logo-height-footer)] w-[var(--logo-width-footer)] max-w-full object-contain object-left"
          />
          {logo ? <p className="font-title text-xl">{name}</p> : null}
          <SocialIcons
            links={social}
            className="flex flex-wrap gap-2 text-xl"
            linkClassName="inline-flex size-11 items-center justify-center rounded-full border border-current/40 transition-colors hover:bg-[var(--color-footer-text)] hover:text-[var(--color-footer-background)]"
          />
        </div>

        {hasContact ? (
          <div>
            <h2 className={HEADING}>Nous trouver</h2>
            <address className="not-italic">
              <ul className="space-y-3">
                {address ? (
                  <ContactLine icon="location" label="Adresse">
                    {isHttpUrl(mapUrl) ? (
                      <FooterLink href={mapUrl} external className={LINK}>
                        {address}
                      </FooterLink>
                    ) : (
                      address
                    )}
                  </ContactLine>
                ) : null}
                {phoneHref ? (
                  <ContactLine icon="phone" label="Téléphone">
                    <a href={phoneHref} className={LINK}>
                      {phone}
                    </a>
                  </ContactLine>
                ) : null}
                {mobileHref ? (
                  <ContactLine icon="phone" label="Portable">
                    <a href={mobileHref} className={LINK}>
                      {mobile}
                    </a>
                  </ContactLine>
                ) : null}
                {emailHref ? (
                  <ContactLine icon="envelope" label="E-mail">
                    <a href={emailHref} className={`${LINK} break-all`}>
                      {email}
                    </a>
                  </ContactLine>
                ) : null}
              </ul>
            </address>
          </div>
        ) : null}

        {hours.length > 0 ? (
          <div>
            <h2 className={HEADING}>Horaires d&apos;ouverture</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {hours.map((line) => (
                <Fragment key={line.schemaDay}>
                  <dt className="font-semibold">{line.label}</dt>
                  <dd>{line.hours}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        ) : null}

        {footerLinks.length > 0 ? (
          <nav aria-labelledby="pied-de-page-liens">
            <h2 id="pied-de-page-liens" className={HEADING}>
              Liens utiles
            </h2>
            <ul className="space-y-2">
              {footerLinks.map((link) => (
                <li key={link.key}>
                  <FooterLink href={link.href} external={link.external} className={LINK}>
                    {link.label}
                  </FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </StaticRegion>

      {readBoolean(parameters, "ENABLE_NEWSLETTER", true) ? (
        <section aria-labelledby="pied-de-page-lettre" className="mx-auto max-w-7xl px-6 pb-10 lg:px-8">
          <div className="max-w-xl">
            <h2 id="pied-de-page-lettre" className={HEADING}>
              Recevoir nos actualités
            </h2>
            <p className="mb-3 text-sm">Recevez nos actualités et nos conseils par e-mail (confirmation par e-mail, désinscription en un clic).</p>
            <NewsletterSignupForm />
          </div>
        </section>
      ) : null}

      {badgeItems.length > 0 ? (
        <StaticRegion className="mx-auto max-w-7xl px-6 pb-10 lg:px-8">
          <ul className="flex flex-wrap items-center justify-center gap-6 sm:justify-start">
            {badgeItems.map((element) => {
              const target = elementHref(element);
              const image = (
                // eslint-disable-next-line @next/next/no-img-element -- small badges from our image route
                <img src={element.image!.url} alt={badgeAlt(element)} className="h-16 w-auto rounded-md bg-white/95 p-1.5" loading="lazy" decoding="async" />
              );
              return (
                <li key={element.id}>
                  {target ? (
                    <FooterLink href={target.href} external={target.external} className="inline-block rounded-md">
                      {image}
                    </FooterLink>
                  ) : (
                    image
                  )}
                </li>
              );
            })}
          </ul>
        </StaticRegion>
      ) : null}

      <div className="border-t border-current/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-6 text-sm sm:flex-row sm:items-center sm:justify-between lg:px-8">
          <p>{legalLine}</p>
          {consentServices.length > 0 ? <ConsentSettingsButton services={consentServices} className={`${LINK} min-h-11 self-start underline sm:self-auto`} /> : null}
          {createdBy ? (
            <p>
              {isHttpUrl(backlink) ? (
                <FooterLink href={backlink} external className={LINK}>
                  {createdBy}
                </FooterLink>
              ) : (
                createdBy
              )}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
