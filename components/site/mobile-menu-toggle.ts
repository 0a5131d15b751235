/**
 * The attribute of the buttons that open and close the phone menu panel they control
 * (aria-controls): plain markup in the bars (mobile-bars.tsx), handled by MobileMenuProvider
 * (mobile-menu.tsx). Not in that client module: the server would get a client reference for it.
 */
export const MOBILE_MENU_TOGGLE = "data-mobile-menu-toggle";
