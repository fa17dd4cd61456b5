import type { TenantId } from '../../../src/api/contract/tenant.ts';

/**
 * A part of a statistics answer, read under the tenant's history version (migration 290) in the same snapshot,
 * and whether it ended more than 25 hours before the database's now (so that every later write to its classes
 * changes the version). Its names (of styles, of clients) are read afresh with the days since, never kept.
 */
export type VersionedPart = { version: string; settled: boolean; names: unknown[] };

/**
 * The settled parts of statistics answers (classes that started more than two days ago), per tenant and key
 * (the trainer, the period's first day and the settled line), kept in this process. A part is served only while
 * its tenant's history version is the one it was read under; the version changes with every write to those
 * classes, so a kept part never hides one. Each process keeps its own: the version is read with the days since.
 * Bounded by weight (`weightOf`, in 4-byte ids), the part used longest ago dropped first.
 */
export class SettledParts<P extends VersionedPart> {
  private readonly parts = new Map<string, P>();
  private weight = 0;

  constructor(
    private readonly weightOf: (part: P) => number,
    private readonly maxWeight: number,
  ) {}

  /** How many parts are kept, and their weight (for tests). */
  get size(): { parts: number; weight: number } {
    return { parts: this.parts.size, weight: this.weight };
  }

  /** The part kept for `key`, of whichever version: the caller compares it with the current one. */
  get(tenant: TenantId, key: string): P | undefined {
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

  keep(tenant: TenantId, key: string, part: P): void {
    const fullKey = `${tenant}\n${key}`;
    this.drop(fullKey);
    if (this.weightOf(part) > this.maxWeight) return;
    this.parts.set(fullKey, part);
    this.weight += this.weightOf(part);
    for (const oldest of this.parts.keys()) {
      if (this.weight <= this.maxWeight) break;
      this.drop(oldest);
    }
  }

  private drop(fullKey: string) {
    const part = this.parts.get(fullKey);
    if (!part) return;
    this.parts.delete(fullKey);
    this.weight -= this.weightOf(part);
  }
}

/**
 * The settled part of a period and its days since. The days since are read first (given the kept part, whose
 * names they read too): their version says whether the kept part still holds. Else the settled part is read,
 * and kept only when no write to its classes came between the two reads and the database's clock agrees.
 */
export async function settledAndSince<P extends VersionedPart>(
  parts: SettledParts<P>,
  tenant: TenantId,
  key: string,
  read: { settled: () => Promise<P>; since: (kept: P | undefined) => Promise<P> },
): Promise<{ settled: P; since: P }> {
  const kept = parts.get(tenant, key);
  const since = await read.since(kept);
  if (kept?.version === since.version) return { settled: kept, since };
  const settled = await read.settled();
  if (settled.settled && settled.version === since.version) parts.keep(tenant, key, { ...settled, names: [] });
  else parts.forget(tenant, key);
  return { settled, since };
}

/**
 * The classes that started more than two club days ago are settled. Two days, so that a settled part ends at
 * least 24 hours before now, when a write to its classes changes the history version (migration 290).
 */
export const SETTLED_DAYS = 2;

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
