import type { NextConfig } from "next";
import { addCompileHints } from "./scripts/compile-hints";
import { precompressStatic } from "./scripts/precompress-static";

/**
 * The browser suite's build (scripts/test-e2e.ts sets it): `npm test` type-checks the project
 * just before (`typecheck`), so Next's own check would only repeat it (87 s of CI on a slow day);
 * `npm run test:e2e` run alone leaves types to `npm run typecheck`. On CI's fresh clone the build
 * cache is written for no later build to read (22 s).
 */
const testBuild = process.env.EVOLUSITE_TEST_BUILD === "1";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its package folder; pg has optional native parts;
  // codes-postaux (4 MB of JSON) is read at the first GET /cities, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer", "@node-rs/argon2", "codes-postaux"],
  poweredByHeader: false,
  // Compression happens in front of Next (server/edge-handler.ts): brotli for pages and answers,
  // precompressed files for the build output, after the HTML rewrite that needs the plain text.
  compress: false,
  compiler: {
    // Framework chunks compiled off the main thread (scripts/compile-hints.ts), then every text
    // file of the build compressed once (scripts/precompress-static.ts, served by server/static-assets.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
      precompressStatic(distDir);
    },
  },
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: testBuild },
  experimental: {
    turbopackFileSystemCacheForBuild: !(testBuild && process.env.CI === "true"),
    // app/forbidden.tsx (the 403 page) is also where the admin loader's chunks hang: see that file.
    authInterrupts: true,
  },
  // Only the files the server reads at run time that the bundler cannot see.
  outputFileTracingIncludes: {
    "/**": ["./lib/platform/db/migrations/**/*", "./lib/platform/seed/assets/**/*"],
  },
};

export default nextConfig;
