import "server-only";
import type { RateLimitStore, WindowState } from "./store";

interface Entry {
  count: number;
  resetAt: number;
}

/** Past this many live keys, expired ones are swept (bounded memory under a flood of IPs). */
const SWEEP_ABOVE = 10_000;

/** In-process counters: right for one instance (each process counts on its own). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number, amount = 1): Promise<WindowState> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.entries.size >= SWEEP_ABOVE) this.sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += amount;
    return { count: entry.count, resetInMs: entry.resetAt - now };
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
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
