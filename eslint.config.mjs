import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  { ignores: [".next/**", "node_modules/**", "data/**", ".tmp/**", "lib/platform/db/migrations/**", "next-env.d.ts", "public/vendor/**", "bench/results/**"] },
];

export default config;
