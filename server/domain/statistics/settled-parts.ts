import type { TenantId } from '../../../src/api/contract/tenant.ts';

/**
 * The sums of some of a trainer's held classes: what statistics add up. Clients cannot be added across parts
 * (one client comes to classes in both), so each part keeps its clients' ids, sorted, per gender.
 */
export type HeldPart = {
  classes: number;
  places: number;
  bookings: number;
  attendance: number;
  /** Classes per style id. */
  styles: Map<number, number>;
  /** Classes per training type. */
  types: Map<string, number>;
  male: Int32Array;
  female: Int32Array;
};

/** A part read under the tenant's history version (migration 290): kept while the version stays. */
export type SettledPart = HeldPart & { version: string };

/** What a kept part weighs: its clients' ids (4 bytes each) and a little for the rest. */
const weightOf = (part: SettledPart) => part.male.length + part.female.length + 64;

/**
 * At most ~8 MiB of ids (2 Mi ids): a large club's trainer has ~8,500 clients a year, so a thousand parts of
 * every trainer's year, month and last 30 days across 21 clubs stay within it. The oldest used go first.
 */
export const SETTLED_PARTS_MAX_WEIGHT = 2 * 1024 * 1024;

/**
 * The settled parts of trainers' statistics (classes that started more than two days ago), per tenant,
 * trainer and date range, kept in this process. A part is served only while its tenant's history version is
 * the one it was read under; the version changes with every write to those classes (migration 290), so a kept
 * part never hides one. Each process keeps its own: the version is read from the database with the days since.
 */
export class SettledParts {
  private readonly parts = new Map<string, SettledPart>();
  private weight = 0;

  constructor(private readonly maxWeight = SETTLED_PARTS_MAX_WEIGHT) {}

  /** How many parts are kept, and their weight (for the memory metrics and tests). */
  get size(): { parts: number; weight: number } {
    return { parts: this.parts.size, weight: this.weight };
  }

  /** The part kept for `key`, of whichever version: the caller compares it with the current one. */
  get(tenant: TenantId, key: string): SettledPart | undefined {
    const fullKey = `${tenant}\n${key}`;
    const part = this.parts.get(fullKey);
    if (!part) return undefined;
    // Most recently used last, so the oldest are evicted first.
    this.parts.delete(fullKey);
    this.parts.set(fullKey, part);
    return part;
  }

  /** A part found stale and not read again under the current version. */
  forget(tenant: TenantId, key: string): void {
    this.drop(`${tenant}\n${key}`);
  }

  keep(tenant: TenantId, key: string, part: SettledPart): void {
    const fullKey = `${tenant}\n${key}`;
    this.drop(fullKey);
    if (weightOf(part) > this.maxWeight) return;
    this.parts.set(fullKey, part);
    this.weight += weightOf(part);
    for (const oldest of this.parts.keys()) {
      if (this.weight <= this.maxWeight) break;
      this.drop(oldest);
    }
  }

  private drop(fullKey: string) {
    const part = this.parts.get(fullKey);
    if (!part) return;
    this.parts.delete(fullKey);
    this.weight -= weightOf(part);
  }
}

/** How many of `ids` (sorted) are not among `known` (sorted): one walk of both. */
export function countNew(ids: Int32Array, known: Int32Array): number {
  let count = 0;
  let k = 0;
  for (const id of ids) {
    while (k < known.length && known[k]! < id) k++;
    if (k >= known.length || known[k] !== id) count++;
  }
  return count;
}
