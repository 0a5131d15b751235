import { httpUrlOrNull } from "@/lib/domain/links";
import { readText, type ParameterMap } from "@/lib/domain/parameter-map";
import type { IconName } from "./icon-names";

export interface SocialLink {
  key: string;
  network: string;
  href: string;
  icon: IconName;
  /** Accessible name, e.g. « Élan Coaching sur Facebook ». */
  label: string;
}

/** Social parameters in display order (SPEC §9 "Social"), with the network's display name. */
const NETWORKS: readonly { key: string; network: string; icon: IconName }[] = [
  { key: "FACEBOOK_URL", network: "Facebook", icon: "facebook" },
  { key: "INSTAGRAM_URL", network: "Instagram", icon: "instagram" },
  { key: "LINKEDIN_URL", network: "LinkedIn", icon: "linkedin" },
  { key: "TWITTER_URL", network: "X (Twitter)", icon: "x-twitter" },
  { key: "TIKTOK_URL", network: "TikTok", icon: "tiktok" },
  { key: "YOUTUBE_URL", network: "YouTube", icon: "youtube" },
  { key: "TRIPADVISOR_URL", network: "Tripadvisor", icon: "tripadvisor" },
  { key: "GOOGLE_REVIEW_URL", network: "Google (avis)", icon: "google" },
  { key: "PINTEREST_URL", network: "Pinterest", icon: "pinterest" },
  { key: "GITHUB_REPOSITORY", network: "GitHub", icon: "github" },
  { key: "DISCORD_SERVER", network: "Discord", icon: "discord" },
  { key: "TELEGRAM_AT", network: "Telegram", icon: "telegram" },
];

/** http(s) URL as given; "@name" or "name" for Telegram becomes its t.me link; anything else null. */
function socialHref(key: string, value: string): string | null {
  const url = httpUrlOrNull(value);
  if (url) return url;
  if (key === "TELEGRAM_AT") {
    const handle = value.replace(/^@/, "");
    return /^[a-z0-9_]{3,64}$/i.test(handle) ? `https://t.me/${handle}` : null;
  }
  return null;
}

/** The social accounts the site has filled in (empty or unsafe values are left out). */
export function listSocialLinks(map: ParameterMap, companyName: string): SocialLink[] {
  return NETWORKS.flatMap(({ key, network, icon }) => {
    const value = readText(map, key);
    const href = value ? socialHref(key, value) : null;
    return href ? [{ key, network, href, icon, label: `${companyName} sur ${network}` }] : [];
  });
}
