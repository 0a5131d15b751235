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
    // Twice as many workers as cores: a worker spends much of its time waiting (on the main
    // process's module transforms, on PGlite's files), so two workers kept 2 cores only 60-70 %
    // busy. Measured on 2 cores: unit 216 -> 122 s, API 228 -> 174 s, both at ~99 % CPU.
    maxWorkers: "200%",
    projects: [
      {
        resolve: { alias },
        // Component tests (.tsx) opt into jsdom with a `// @vitest-environment jsdom` first line.
        plugins: [react()],
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/testing-library-setup.ts"],
          // With four workers on two shared cores a component test that takes 3 s alone can take
          // twice that, and a hook importing a route module's whole graph over 10 s: room for both.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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
