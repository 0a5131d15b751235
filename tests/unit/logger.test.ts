import { describe, expect, it } from "vitest";
import { createLogger, type LogLevel } from "@/lib/log/logger";

function capture(level: LogLevel) {
  const lines: string[] = [];
  const logger = createLogger(() => level, (line) => lines.push(line));
  return { logger, lines };
}

describe("createLogger", () => {
  it("drops events below the configured level and keeps the others as JSON lines", () => {
    const { logger, lines } = capture("warn");
    logger.debug("a");
    logger.info("b");
    logger.warn("c", { from: "x" });
    logger.error("d");
    expect(lines.map((l) => JSON.parse(l) as { level: string; message: string })).toEqual([
      expect.objectContaining({ level: "warn", message: "c", from: "x" }),
      expect.objectContaining({ level: "error", message: "d" }),
    ]);
  });

  it("reads the level at each call (a changed setting applies without a new logger)", () => {
    let level: LogLevel = "error";
    const lines: string[] = [];
    const logger = createLogger(() => level, (line) => lines.push(line));
    logger.info("hidden");
    level = "debug";
    logger.debug("shown");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "debug", message: "shown" });
  });

  it("serialises an Error field with its name, message and stack", () => {
    const { logger, lines } = capture("debug");
    logger.error("boom", { error: new TypeError("bad") });
    const parsed = JSON.parse(lines[0]!) as { error: { name: string; message: string; stack: string } };
    expect(parsed.error).toMatchObject({ name: "TypeError", message: "bad" });
    expect(parsed.error.stack).toContain("TypeError");
  });
});
