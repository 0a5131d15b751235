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
      colors: {
        primary: "var(--color-primary, #00566f)",
        accent: "var(--color-accent, #f39200)",
      },
    },
  },
} satisfies Config;
