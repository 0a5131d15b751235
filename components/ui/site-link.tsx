import { Anchor, type AnchorProps } from "./anchor";

export type SiteLinkProps = AnchorProps;

/**
 * A link to a page of the site: a plain `<a>` (Anchor), renderable by server and client components
 * alike. The shell's LinkNavigator (components/app-shell/link-navigator.tsx) makes its click a
 * client-side navigation and prefetches its page on the visitor's intent; without JavaScript it is
 * a normal link.
 */
export function SiteLink(props: SiteLinkProps) {
  return <Anchor {...props} />;
}
