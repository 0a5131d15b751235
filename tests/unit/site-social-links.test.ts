import { describe, expect, it } from "vitest";
import { listSocialLinks } from "@/components/site/social-links";

describe("listSocialLinks", () => {
  it("lists only the networks filled in, in order, with a French accessible name", () => {
    const links = listSocialLinks(
      {
        INSTAGRAM_URL: "https://www.instagram.com/elan.coaching.lyon/",
        FACEBOOK_URL: "https://www.facebook.com/elancoaching.lyon",
        TWITTER_URL: null,
        TIKTOK_URL: "   ",
        GITHUB_REPOSITORY: "https://github.com/elan/site",
      },
      "Élan Coaching",
    );
    expect(links.map((l) => l.key)).toEqual(["FACEBOOK_URL", "INSTAGRAM_URL", "GITHUB_REPOSITORY"]);
    expect(links[0]).toMatchObject({ label: "Élan Coaching sur Facebook", icon: "facebook", href: "https://www.facebook.com/elancoaching.lyon" });
    expect(links[2]!.label).toBe("Élan Coaching sur GitHub");
  });

  it("drops values that are not http(s) links and builds Telegram links from a handle", () => {
    const links = listSocialLinks(
      { FACEBOOK_URL: "javascript:alert(1)", YOUTUBE_URL: "www.youtube.com/x", TELEGRAM_AT: "@elan_coaching", DISCORD_SERVER: "https://discord.gg/abc" },
      "Élan",
    );
    expect(links.map((l) => [l.key, l.href])).toEqual([
      ["DISCORD_SERVER", "https://discord.gg/abc"],
      ["TELEGRAM_AT", "https://t.me/elan_coaching"],
    ]);
  });

  it("is empty when no network is set", () => {
    expect(listSocialLinks({}, "Élan")).toEqual([]);
  });
});
