import { SiteLink } from "@/components/ui/site-link";
import { Fragment, type CSSProperties, type ReactNode } from "react";
import type { SiteLogo as SiteLogoData } from "@/lib/storefront/types";
import type { ChromeSettings } from "./chrome-settings";
import type { CurrentState } from "./active-link";
import { Icon } from "./icons";
import type { MenuLink } from "./menu-links";
import { NavLink } from "./nav-link";
import { SiteLogo } from "./site-logo";
import { styles } from "./site-chrome-classes";
import { SocialIcons } from "./social-icons";
import type { SocialLink } from "./social-links";
import { Anchor } from "@/components/ui/anchor";
import { StaticRegion } from "@/components/ui/static-region";
import { WHEN_ANONYMOUS, WHEN_LOGGED } from "@/components/app-shell/session-mark";

const JUSTIFY = { LEFT: "justify-start", CENTER: "justify-center", RIGHT: "justify-end" } as const;

/** A link of the bar's right end; `logged`: where it leads a visitor holding a session (session-mark.ts). */
export interface DesktopAction {
  key: string;
  href: string;
  label: string;
  icon: ReactNode;
  current?: CurrentState;
  logged?: { href: string; label: string; current?: CurrentState };
}

function ActionLink({ href, label, icon, current, className }: { href: string; label: string; icon: ReactNode; current?: CurrentState; className: string }) {
  return (
    <NavLink href={href} current={current} className={className}>
      {icon}
      <span className="sr-only">{label}</span>
    </NavLink>
  );
}

export interface DesktopBarProps {
  settings: ChromeSettings;
  links: readonly MenuLink[];
  logo: SiteLogoData | null;
  name: string;
  social: readonly SocialLink[];
  /** Account entry. */
  actions: readonly DesktopAction[];
  /** The cart button (shop sites only), after the actions. */
  cart?: ReactNode;
  /** The search bar (SHOW_SEARCHBAR), before the actions. */
  search?: ReactNode;
  /** "inverse" / "plain" on the overlay variant, undefined in the page flow. */
  overlay?: "inverse" | "plain";
  overlayTextColor?: string;
}

function EntryLink({ link, className }: { link: MenuLink; className: string }) {
  if (link.script) {
    return (
      <button type="button" className={`${className} cursor-pointer`} data-script-link={link.script}>
        {link.label}
      </button>
    );
  }
  if (link.external) {
    return (
      <Anchor href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {link.label} <span className="sr-only">(nouvel onglet)</span>
      </Anchor>
    );
  }
  if (!link.href.startsWith("/")) {
    // mailto: / tel: entries: nothing to prefetch or mark as current.
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink href={link.href} className={className} current={link.current}>
      {link.label}
    </NavLink>
  );
}

/** Submenu items; deeper levels are nested lists, indented. */
function SubLinks({ links }: { links: readonly MenuLink[] }) {
  return links.map((child) => (
    <li key={child.key}>
      <EntryLink link={child} className={styles.subLink} />
      {child.children.length > 0 ? (
        <ul className="ps-4">
          <SubLinks links={child.children} />
        </ul>
      ) : null}
    </li>
  ));
}

/**
 * An entry with a submenu: its own link, and a disclosure button for the submenu (shown on hover
 * too, by CSS). Plain markup: SubmenuBehavior (submenu-behavior.tsx) handles every entry's button,
 * Escape and focus, from one place.
 */
export function SubmenuEntry({ link }: { link: MenuLink }) {
  const submenuId = `sous-menu-${link.key}`;
  return (
    <li className={styles.entry} data-submenu="">
      <EntryLink link={link} className={styles.entryLink} />
      <button type="button" className={styles.toggle} aria-expanded={false} aria-controls={submenuId}>
        <Icon name="chevron-down" className="text-base" />
        <span className="sr-only">Sous-menu « {link.label} »</span>
      </button>
      <ul id={submenuId} className={styles.submenu}>
        <SubLinks links={link.children} />
      </ul>
    </li>
  );
}

/** The large-screen top bar (≥ lg): logo, main menu with submenus, social icons, account and cart. */
export function DesktopBar({ settings, links, logo, name, social, actions, cart, search, overlay, overlayTextColor }: DesktopBarProps) {
  const row =
    settings.logoPosition === "CENTER" ? "flex-col" : settings.logoPosition === "RIGHT" ? "flex-row-reverse" : "flex-row";
  const anchor = settings.centerSubmenu ? "CENTER" : settings.menuAlignment;
  const socialIcons = <SocialIcons links={social} className="flex items-center" linkClassName={styles.action} />;
  const style = overlayTextColor ? ({ "--overlay-menu-text": overlayTextColor } as CSSProperties) : undefined;

  return (
    <div className={`${styles.desktopBar} hidden lg:block`} data-overlay={overlay} style={style}>
      <div className={`${styles.barInner} mx-auto flex max-w-[90rem] items-center gap-x-8 gap-y-2 px-8 ${row}`}>
        <SiteLink href="/" className="inline-flex shrink-0 items-center rounded-md">
          <SiteLogo logo={logo} name={name} className={styles.logoImage} />
          <span className="sr-only">, retour à l&apos;accueil</span>
        </SiteLink>
        {/* Static markup (one string in the payload) unless it holds a client component (a shop's cart). */}
        <StaticRegion
          className={`${styles.menuArea} flex min-w-0 items-center gap-2 px-2 ${settings.logoPosition === "CENTER" ? "w-full" : "flex-1"}`}
          data-hover={settings.hoverTransition}
          data-active={settings.activeType}
          data-submenu-anchor={anchor}
          data-submenu-align={settings.submenuAlignment}
          data-submenu-shadow={settings.submenuShadow ? "" : undefined}
        >
          {settings.socialInMenu === "LEFT" ? socialIcons : null}
          <nav aria-label="Menu principal" className={`${styles.menu} min-w-0 flex-1`}>
            <ul className={`flex flex-wrap items-center gap-x-1 ${JUSTIFY[settings.menuAlignment]}`}>
              {links.map((link) =>
                link.children.length === 0 ? (
                  <li key={link.key} className={styles.entry}>
                    <EntryLink link={link} className={styles.entryLink} />
                  </li>
                ) : (
                  <SubmenuEntry key={link.key} link={link} />
                ),
              )}
            </ul>
          </nav>
          {settings.socialInMenu === "RIGHT" ? socialIcons : null}
          {search}
          {actions.map((action) =>
            action.logged ? (
              <Fragment key={action.key}>
                <ActionLink href={action.href} label={action.label} icon={action.icon} current={action.current} className={`${styles.action} ${WHEN_ANONYMOUS}`} />
                <ActionLink
                  href={action.logged.href}
                  label={action.logged.label}
                  icon={action.icon}
                  current={action.logged.current}
                  className={`${styles.action} ${WHEN_LOGGED}`}
                />
              </Fragment>
            ) : (
              <ActionLink key={action.key} href={action.href} label={action.label} icon={action.icon} current={action.current} className={styles.action} />
            ),
          )}
          {cart}
        </StaticRegion>
      </div>
    </div>
  );
}
