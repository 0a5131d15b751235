/** Class names of site-chrome.css (global, imported by app/globals.css: one stylesheet, issue 8). */
export const styles = {
  action: "site-menu-action",
  barInner: "site-bar-inner",
  desktopBar: "site-desktop-bar",
  entry: "site-menu-entry",
  entryLink: "site-menu-link",
  header: "site-header",
  logoImage: "site-logo-image",
  menu: "site-menu",
  menuArea: "site-menu-area",
  subLink: "site-submenu-link",
  submenu: "site-submenu",
  toggle: "site-submenu-toggle",
} as const;
