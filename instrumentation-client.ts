/**
 * Runs in the browser before the app's code (Next's client instrumentation). Zod builds fast
 * parsers with `new Function` after probing whether eval is allowed; the Content-Security-Policy
 * (server/security-headers.ts: no 'unsafe-eval') blocks it and the probe, though caught, is reported
 * as a violation. `jitless` skips the probe. Set through zod's global config object (the one
 * `z.config` writes, tests/unit/zod-jitless.test.ts) so this file does not pull zod into every page.
 */
type ZodGlobalConfig = { jitless?: boolean };
const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

// A module (not a script) for TypeScript; nothing to export.
export {};
