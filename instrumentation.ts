/**
 * Runs once when the Next server starts, before it serves requests: validates the
 * configuration and opens the database (lock, migrations, seed). Any failure stops the
 * process with a clear message instead of a server that fails on every request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { bootPlatform } = await import("@/lib/platform/boot");
  await bootPlatform();
}
