import { SiteLink } from "@/components/ui/site-link";
import { Fragment, type CSSProperties, type ReactNode } from "react";
import type { SiteLogo as SiteLogoData } from "@/lib/storefront/types";
import type { ChromeSettings } from "./chrome-settings";
import { descendantHrefs, type MenuLink } from "./menu-links";
import { NavLink } from "./nav-link";
import { SiteLogo } from "./site-logo";
import { styles } from "./site-chrome-classes";
import { SocialIcons } from "./social-icons";
import type { SocialLink } from "./social-links";
import { SubmenuItem } from "./submenu-item";
import { Anchor } from "@/components/ui/anchor";
import { WHEN_ANONYMOUS, WHEN_LOGGED } from "@/components/app-shell/session-mark";

const JUSTIFY = { LEFT: "justify-start", CENTER: "justify-center", RIGHT: "justify-end" } as const;

/** A link of the bar's right end; `logged`: where it leads a visitor holding a session (session-mark.ts). */
export interface DesktopAction {
  key: string;
  href: string;
  label: string;
  icon: ReactNode;
  logged?: { href: string; label: string };
}

function ActionLink({ href, label, icon, className }: { href: string; label: string; icon: ReactNode; className: string }) {
  return (
    <NavLink href={href} className={className}>
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

function EntryLink({ link, className, descendants }: { link: MenuLink; className: string; descendants?: string[] }) {
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
    <NavLink href={link.href} className={className} descendants={descendants}>
      {link.label}
    </NavLink>
  );
}

/** Submenu items; deeper levels are nested lists, indented. */
function SubLinks({ links }: { links: readonly MenuLink[] }) {
  return links.map((child) => (
    <li key={child.key}>
      <EntryLink link={child} className={styles.subLink} descendants={descendantHrefs(child)} />
      {child.children.length > 0 ? (
        <ul className="ps-4">
          <SubLinks links={child.children} />
        </ul>
      ) : null}
    </li>
  ));
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
        <div
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
                  <SubmenuItem
                    key={link.key}
                    label={link.label}
                    submenuId={`sous-menu-${link.key}`}
                    className={styles.entry}
                    buttonClassName={styles.toggle}
                    submenuClassName={styles.submenu}
                    link={<EntryLink link={link} className={styles.entryLink} descendants={descendantHrefs(link)} />}
                  >
                    <SubLinks links={link.children} />
                  </SubmenuItem>
                ),
              )}
            </ul>
          </nav>
          {settings.socialInMenu === "RIGHT" ? socialIcons : null}
          {search}
          {actions.map((action) =>
            action.logged ? (
              <Fragment key={action.key}>
                <ActionLink href={action.href} label={action.label} icon={action.icon} className={`${styles.action} ${WHEN_ANONYMOUS}`} />
                <ActionLink href={action.logged.href} label={action.logged.label} icon={action.icon} className={`${styles.action} ${WHEN_LOGGED}`} />
              </Fragment>
            ) : (
              <ActionLink key={action.key} href={action.href} label={action.label} icon={action.icon} className={styles.action} />
            ),
          )}
          {cart}
        </div>
      </div>
    </div>
  );
}
