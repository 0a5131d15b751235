/** Minimum horizontal travel (px) for a touch gesture to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** Index `index` brought back into 0…total-1, so navigation wraps at both ends. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/**
 * Step for a finished gesture: +1 (next) for a swipe to the left, -1 (previous) to the right,
 * 0 when too short or mostly vertical (the visitor was scrolling).
 */
export function swipeStep(deltaX: number, deltaY: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
