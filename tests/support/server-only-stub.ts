// `server-only` throws outside React Server Components; in Node tests the guard is moot.
export {};
