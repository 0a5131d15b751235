import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";
import type { SiteLogo as SiteLogoData } from "@/lib/storefront/types";
import type { CurrentState } from "./active-link";
import { Icon } from "./icons";
import type { IconName } from "./icon-names";
import type { MenuLink } from "./menu-links";
import { MobileMenuPanel } from "./mobile-menu";
import { MOBILE_MENU_TOGGLE } from "./mobile-menu-toggle";
import { NavLink } from "./nav-link";
import { SiteLogo } from "./site-logo";
import { SocialIcons } from "./social-icons";
import type { SocialLink } from "./social-links";
import { Anchor } from "@/components/ui/anchor";
import { StaticRegion } from "@/components/ui/static-region";
import { WHEN_ANONYMOUS, WHEN_LOGGED } from "@/components/app-shell/session-mark";

/** Small screens (< lg): top bar with the logo, fixed bottom bar, and the menu panel. */

export const MOBILE_MENU_PANEL_ID = "menu-mobile";

const MENU_BUTTON_LABEL = "Menu";

/** A button opening the menu panel: plain markup, whose clicks and aria-expanded MobileMenuProvider handles. */
export function MobileMenuToggle({ className, children }: { className?: string; children: ReactNode }) {
  const toggle = { [MOBILE_MENU_TOGGLE]: "" };
  return (
    <button type="button" className={className} aria-expanded={false} aria-controls={MOBILE_MENU_PANEL_ID} {...toggle}>
      {children}
    </button>
  );
}

export function MobileTopBar({
  logo,
  name,
  withMenuButton,
  menuIcon,
  extra,
}: {
  logo: SiteLogoData | null;
  name: string;
  withMenuButton: boolean;
  menuIcon: IconName;
  /** Cart link on shop sites. */
  extra?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4 bg-[var(--color-header-background)] px-4 py-2 text-[var(--color-header-text)] shadow-[0_1px_0_color-mix(in_srgb,var(--color-header-text)_12%,transparent)] lg:hidden">
      <SiteLink href="/" className="inline-flex min-w-0 items-center rounded-md">
        <SiteLogo
          logo={logo}
          name={name}
          className="block h-[var(--logo-height-mobile)] w-[var(--logo-width-mobile)] max-w-[60vw] object-contain"
        />
        <span className="sr-only">, retour à l&apos;accueil</span>
      </SiteLink>
      {/* Static markup (one string in the payload) unless it holds a client component (a shop's cart). */}
      <StaticRegion className="flex items-center gap-1">
        {extra}
        {withMenuButton ? (
          <MobileMenuToggle className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-menu text-sm font-semibold uppercase tracking-wider">
            <Icon name={menuIcon} className="text-xl" />
            {MENU_BUTTON_LABEL}
          </MobileMenuToggle>
        ) : null}
      </StaticRegion>
    </div>
  );
}

const BOTTOM_ITEM =
  "flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 text-xs font-medium aria-[current=page]:underline aria-[current=page]:underline-offset-4 aria-[expanded=true]:underline aria-[expanded=true]:underline-offset-4";

export interface BottomBarItem {
  key: string;
  label: string;
  icon: IconName;
  /** Site path (active state), tel: link, or "menu" for the menu button. */
  href: string | "menu";
  /** Where the item leads a visitor who holds a session (both links are in the page: session-mark.ts). */
  loggedHref?: string;
  /** The marks of `href` and `loggedHref` for the page being rendered (active-link.ts). */
  current?: CurrentState;
  loggedCurrent?: CurrentState;
}

export function BottomBar({ items }: { items: readonly BottomBarItem[] }) {
  return (
    <nav
      aria-label="Accès rapide"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-[color:color-mix(in_srgb,var(--color-mobile-menu-text)_20%,transparent)] bg-[var(--color-mobile-menu-background)] pb-[env(safe-area-inset-bottom)] text-[var(--color-mobile-menu-text)] shadow-[0_-6px_20px_rgb(0_0_0/0.12)] lg:hidden"
    >
      <StaticRegion>
        <ul className="mx-auto grid max-w-xl gap-1 px-2 py-1" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
          {items.map((item) => {
            const content = (
              <>
                <Icon name={item.icon} className="text-xl" />
                {item.label}
              </>
            );
            return (
              <li key={item.key}>
                {item.href === "menu" ? (
                  <MobileMenuToggle className={`${BOTTOM_ITEM} w-full`}>{content}</MobileMenuToggle>
                ) : item.loggedHref ? (
                  <>
                    <NavLink href={item.href} current={item.current} className={`${BOTTOM_ITEM} ${WHEN_ANONYMOUS}`}>
                      {content}
                    </NavLink>
                    <NavLink href={item.loggedHref} current={item.loggedCurrent} className={`${BOTTOM_ITEM} ${WHEN_LOGGED}`}>
                      {content}
                    </NavLink>
                  </>
                ) : item.href.startsWith("/") ? (
                  <NavLink href={item.href} current={item.current} className={BOTTOM_ITEM}>
                    {content}
                  </NavLink>
                ) : (
                  <a href={item.href} className={BOTTOM_ITEM}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </StaticRegion>
    </nav>
  );
}

const PANEL_LINK =
  "block rounded-lg py-2.5 underline-offset-4 hover:underline aria-[current]:underline aria-[current=page]:font-semibold";

function PanelLinks({ links, depth }: { links: readonly MenuLink[]; depth: number }) {
  const size = depth === 0 ? "text-lg" : "text-base";
  return (
    <ul className={depth === 0 ? "divide-y divide-[color:color-mix(in_srgb,var(--color-mobile-menu-text)_18%,transparent)]" : "mb-2 ms-1 border-s-2 border-[color:color-mix(in_srgb,var(--color-mobile-menu-text)_35%,transparent)] ps-4"}>
      {links.map((link) => (
        <li key={link.key} className={depth === 0 ? "py-1" : undefined}>
          {link.script ? (
            <button type="button" className={`${PANEL_LINK} ${size} w-full cursor-pointer text-start`} data-script-link={link.script}>
              {link.label}
            </button>
          ) : link.external ? (
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" className={PANEL_LINK}>
              {link.label}
              {" "}
              <span className="sr-only">(nouvel onglet)</span>
            </Anchor>
          ) : link.href.startsWith("/") ? (
            <NavLink href={link.href} current={link.current} className={`${PANEL_LINK} ${size}`}>
              {link.label}
            </NavLink>
          ) : (
            <a href={link.href} className={`${PANEL_LINK} ${size}`}>
              {link.label}
            </a>
          )}
          {link.children.length > 0 ? <PanelLinks links={link.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The full-screen menu: the whole page tree (children shown under their parent), then social links. */
export function MobileMenuSheet({ links, name, social, search }: { links: readonly MenuLink[]; name: string; social: readonly SocialLink[]; search?: ReactNode }) {
  return (
    <MobileMenuPanel
      className="fixed inset-0 z-50 flex flex-col gap-6 overflow-y-auto overscroll-contain bg-[var(--color-mobile-menu-background)] px-6 pb-[calc(2rem+env(safe-area-inset-bottom))] pt-5 text-[var(--color-mobile-menu-text)] lg:hidden"
      closeButtonClassName="inline-flex size-11 items-center justify-center rounded-full text-2xl"
      closeIcon={<Icon name="close" />}
      title={name}
    >
      {/* One string in the payload; never handed over (static-html-handoff.ts): the panel's content
          is not in the page's HTML, it is rendered once the menu is opened. */}
      <StaticRegion inPayload className="contents">
        {search}
        <nav aria-label="Menu mobile" className="font-menu">
          <PanelLinks links={links} depth={0} />
        </nav>
        <SocialIcons links={social} className="flex flex-wrap gap-2 text-2xl" linkClassName="inline-flex size-11 items-center justify-center rounded-full" />
      </StaticRegion>
    </MobileMenuPanel>
  );
}
