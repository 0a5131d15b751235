/**
 * Failed logins on one account from browsers the account does not know (no device cookie of it):
 * past a few failures they are slowed down, not locked out. A hard lock let anyone keep the owner
 * out of every new browser for 15 minutes with a few wrong passwords; spacing the attempts keeps a
 * guesser to about one try a minute per account, while the owner waits a minute at most.
 * Known devices keep their own bucket (lib/platform/services/log-in.ts).
 */
export const LOGIN_SLOW_DOWN = {
  /** Failures in the window before attempts are spaced. */
  freeFailures: 5,
  /** The wait after the first failure past them; it doubles with each further failure… */
  firstDelaySeconds: 5,
  /** …up to this. */
  maxDelaySeconds: 60,
} as const;

/** Seconds an unknown browser must wait before its next attempt, once the account has `failures` failures in the window. */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_SLOW_DOWN.freeFailures) return 0;
  const doublings = Math.min(failures - LOGIN_SLOW_DOWN.freeFailures, 30);
  return Math.min(LOGIN_SLOW_DOWN.maxDelaySeconds, LOGIN_SLOW_DOWN.firstDelaySeconds * 2 ** doublings);
}

/**
 * The waits as a schedule for the rate-limit store: entry n is the gap (ms) to keep after the
 * n-th counted attempt; the last entry (the cap) holds for every later one.
 */
export function loginSlowDownSchedule(): number[] {
  const gaps: number[] = [];
  for (let failures = 0; gaps.at(-1) !== LOGIN_SLOW_DOWN.maxDelaySeconds * 1000; failures += 1) gaps.push(loginDelaySeconds(failures) * 1000);
  return gaps;
}

/** The 429's message: how long to wait, in whole seconds. */
export function loginSlowDownMessage(seconds: number): string {
  return `Trop de tentatives sur ce compte : réessayez dans ${seconds} seconde${seconds > 1 ? "s" : ""}.`;
}
