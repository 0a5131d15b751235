/**
 * Stops this process's clock at `instant`: `new Date()` and `Date.now()` answer it from then on
 * (dates built from a value are untouched). The recorder runs on a stopped clock so that what the
 * platform computes from "now" (open appointment days and slots, workshop dates of the seed) is a
 * function of the recording instant alone, which tests/api/mock-platform-fixtures.test.ts replays
 * with the same instant.
 */
export function stopClock(instant: Date): void {
  const RealDate = Date;
  const stopped = instant.getTime();
  class StoppedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(stopped);
      else super(...(args as [string | number]));
    }

    static override now(): number {
      return stopped;
    }
  }
  globalThis.Date = StoppedDate as DateConstructor;
}
