import type { Config } from "tailwindcss";

/** Breakpoints of SPEC §9 (loaded by app/globals.css through @config). */
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    screens: {
      xs: "576px",
      sm: "768px",
      md: "996px",
      lg: "1200px",
      xl: "1367px",
      xxl: "1600px",
      "4k": "1921px",
    },
    extend: {
      // The theme's colours and fonts (CSS variables set per site, lib/domain/theme.ts) under short
      // names: `text-heading` instead of `text-[var(--color-heading)]`. Class names are written twice in
      // every page (HTML and RSC payload), so their length is render work (issue 8).
      colors: {
        primary: "var(--color-primary, #00566f)",
        accent: "var(--color-accent, #f39200)",
        "accent-raw": "var(--color-accent-raw)",
        "on-primary": "var(--color-primary-contrast)",
        heading: "var(--color-heading)",
        link: "var(--color-link)",
        ink: "var(--color-text)",
        surface: "var(--color-background)",
      },
      fontFamily: {
        title: "var(--font-title)",
        menu: "var(--font-menu)",
      },
    },
  },
} satisfies Config;
