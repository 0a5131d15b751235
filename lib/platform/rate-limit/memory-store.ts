import "server-only";
import type { PacedHit, RateLimitStore, WindowState } from "./store";

interface Entry {
  count: number;
  resetAt: number;
}

/** Past this many live keys, expired ones are swept (bounded memory under a flood of IPs). */
const SWEEP_ABOVE = 10_000;

/** In-process counters: right for one instance (each process counts on its own). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, Entry>();
  /** Paced keys: when their next hit may come. */
  private readonly gates = new Map<string, number>();

  // Read at each call (not Date.now captured once): tests may move the clock.
  constructor(private readonly now: () => number = () => Date.now()) {}

  async increment(key: string, windowMs: number, amount = 1): Promise<WindowState> {
    return this.hit(key, windowMs, this.now(), amount);
  }

  // Synchronous from the gate check to the count: one hit per gap, whatever runs in parallel.
  async incrementPaced(key: string, windowMs: number, gapsMs: readonly number[]): Promise<PacedHit> {
    const now = this.now();
    const openAt = this.gates.get(key) ?? 0;
    if (openAt > now) return { counted: false, retryInMs: openAt - now };
    const state = this.hit(key, windowMs, now);
    const gap = gapsMs[Math.min(state.count, gapsMs.length - 1)] ?? 0;
    if (gap > 0) this.gates.set(key, now + gap);
    else this.gates.delete(key);
    return { counted: true, state };
  }

  async decrement(key: string, amount = 1): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= this.now()) return;
    entry.count -= amount;
    if (entry.count <= 0) this.entries.delete(key);
  }

  async peek(key: string): Promise<WindowState> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  /** Forgets every counter (tests). */
  clear(): void {
    this.entries.clear();
    this.gates.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private hit(key: string, windowMs: number, now: number, amount = 1): WindowState {
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.entries.size >= SWEEP_ABOVE) this.sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += amount;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    for (const [key, openAt] of this.gates) if (openAt <= now) this.gates.delete(key);
  }
}
