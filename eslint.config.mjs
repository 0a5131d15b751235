import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The visitor's cookies and headers are read only by the helpers that tell the page cache about it
 * (lib/api-client/render-audience.ts): the ones that mark the render the visitor's when they read
 * the visitor (the token, a secret link's cookie, an admin's session), and the ones that read only
 * what the edge server wrote and the cache key holds (site, path, scheme, nonce, render id).
 */
export const VISITOR_READERS = [
  "lib/api-client/server.ts",
  "lib/storefront/admin-session.ts",
  "lib/storefront/secret-link-token.ts",
  "lib/storefront/request-nonce.ts",
  "lib/storefront/request-origin.ts",
  "lib/storefront/request-path.ts",
];

const visitorReadsOutsideHelpers = {
  name: "next/headers",
  message:
    "Read the visitor through the helpers that mark the render for the page cache (getVisitor, getRequestSite, readSecretLinkToken, getAdminSession…; eslint.config.mjs VISITOR_READERS).",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // The storefront reaches the platform only through the API client (lib/api-client); the one
    // seam that mounts the platform app is the API route handler.
    files: ["components/**", "stores/**", "app/**", "proxy.ts"],
    ignores: ["app/api/\\[\\[...route\\]\\]/route.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [visitorReadsOutsideHelpers],
          patterns: [
            {
              group: ["@/lib/platform", "@/lib/platform/**", "**/lib/platform", "**/lib/platform/**"],
              message: "The storefront reaches the platform through the API client (lib/api-client) only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**"],
    ignores: VISITOR_READERS,
    rules: { "no-restricted-imports": ["error", { paths: [visitorReadsOutsideHelpers] }] },
  },
  { ignores: [".next/**", "node_modules/**", "data/**", ".tmp/**", "lib/platform/db/migrations/**", "next-env.d.ts", "public/vendor/**", "bench/results/**"] },
];

export default config;
