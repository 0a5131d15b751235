// Types of eslint.config.mjs for the tests that read its lists (tests/unit/layering.test.ts).
export declare const VISITOR_READERS: string[];
declare const config: unknown[];
export default config;
