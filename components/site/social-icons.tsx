import { Icon } from "./icons";
import type { SocialLink } from "./social-links";
import { Anchor } from "@/components/ui/anchor";

/** Links to the site's social accounts (new tab), icon only with a spoken name. */
export function SocialIcons({ links, className, linkClassName }: { links: readonly SocialLink[]; className?: string; linkClassName?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <Anchor href={link.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            <Icon name={link.icon} />
            <span className="sr-only">
              {link.label} (nouvel onglet)
            </span>
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
