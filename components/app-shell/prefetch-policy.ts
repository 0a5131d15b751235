/** What the Network Information API tells of the connection (Chromium; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections too slow for a prefetch to finish before the click (Network Information's effective types). */
const TOO_SLOW = new Set(["slow-2g", "2g"]);

/**
 * SPEC §9: pages are prefetched on intent unless the visitor asked to save data (data saver) or
 * the connection is 2G-slow — there a prefetch competes with the page being read for a link that
 * may never be followed. Read at each intent: the connection changes.
 */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !TOO_SLOW.has(connection.effectiveType ?? "");
}

/** The browser's hints (navigator.connection), when it gives them. */
export function currentConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
