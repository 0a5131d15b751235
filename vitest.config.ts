import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(__dirname),
  "server-only": path.resolve(__dirname, "tests/support/server-only-stub.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Component tests (.tsx) opt into jsdom with a `// @vitest-environment jsdom` first line.
        plugins: [react()],
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", setupFiles: ["tests/support/testing-library-setup.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Each file gets its own process and its own fresh database, copied from one seeded
          // once per run (globalSetup).
          pool: "forks",
          globalSetup: ["tests/support/test-database-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
