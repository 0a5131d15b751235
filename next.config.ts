import type { NextConfig } from "next";
import { addCompileHints } from "./scripts/compile-hints";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its package folder; pg has optional native parts.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer", "@node-rs/argon2"],
  poweredByHeader: false,
  compiler: {
    // Framework chunks compiled off the main thread (scripts/compile-hints.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
    },
  },
  reactStrictMode: true,
  // Only the files the server reads at run time that the bundler cannot see.
  outputFileTracingIncludes: {
    "/**": ["./lib/platform/db/migrations/**/*", "./lib/platform/seed/assets/**/*"],
  },
};

export default nextConfig;
