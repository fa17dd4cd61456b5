/** Failed-login limits; counted in memory per server process (one process serves a club). */
export type RateLimitOptions = {
  /** Failures allowed per account within the window before 429. */
  accountFailures: number;
  /** Failures allowed per client address within the window before 429. */
  addressFailures: number;
  windowMs: number;
};

export const defaultRateLimit: RateLimitOptions = { accountFailures: 5, addressFailures: 20, windowMs: 15 * 60_000 };

/** A sliding-window counter of failures per key. */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  isBlocked(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  record(key: string, now: number): void {
    this.failures.set(key, [...this.recent(key, now), now]);
    // Bound memory under a flood of distinct keys: forget the oldest entries.
    if (this.failures.size > 100_000) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}

export class LoginRateLimiter {
  private readonly byAccount: FailureCounter;
  private readonly byAddress: FailureCounter;

  constructor(options: RateLimitOptions = defaultRateLimit) {
    this.byAccount = new FailureCounter(options.accountFailures, options.windowMs);
    this.byAddress = new FailureCounter(options.addressFailures, options.windowMs);
  }

  isBlocked(account: string, address: string, now: number): boolean {
    return this.byAccount.isBlocked(account, now) || this.byAddress.isBlocked(address, now);
  }

  recordFailure(account: string, address: string, now: number): void {
    this.byAccount.record(account, now);
    this.byAddress.record(address, now);
  }

  recordSuccess(account: string): void {
    this.byAccount.reset(account);
  }
}
