import "server-only";

// The process logger lives outside the platform (lib/log) so the storefront (proxy.ts) can use it
// without importing lib/platform; the platform keeps this import path.
export { logger } from "@/lib/log/logger";
