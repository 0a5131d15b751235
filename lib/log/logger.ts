import "server-only";
import { getEnv, type Env } from "@/lib/env";

export type LogLevel = Env["LOG_LEVEL"];
type Fields = Record<string, unknown>;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

/** One JSON line per event: easy to grep, easy to ship to a log collector. Errors keep their stack. */
export function formatLogLine(level: LogLevel, message: string, fields: Fields, now: Date): string {
  return JSON.stringify({ time: now.toISOString(), level, message, ...fields }, (_k, v) =>
    v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v,
  );
}

/**
 * A logger whose threshold is read at each call (`minimumLevel`), writing lines to `output`.
 * The threshold comes from the validated settings (lib/env.ts), never read from the process environment here.
 */
export function createLogger(minimumLevel: () => LogLevel, output: (line: string) => void): Logger {
  const write = (level: LogLevel, message: string, fields: Fields = {}) => {
    if (ORDER[level] < ORDER[minimumLevel()]) return;
    output(formatLogLine(level, message, fields, new Date()));
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}

/** The process logger (platform and storefront alike): LOG_LEVEL from lib/env.ts, lines on stderr. */
export const logger = createLogger(configuredLevel, (line) => process.stderr.write(`${line}\n`));

/** An invalid environment is reported by the entry points (parseEnvOrExit); logging must not throw on it. */
function configuredLevel(): LogLevel {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}
