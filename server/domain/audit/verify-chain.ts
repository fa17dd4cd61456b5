import type { Db } from '../../db/db.ts';

/** A club's chain as the check found it: whole, or the first entry that does not fit. */
export type ChainReport = {
  tenant: string;
  entries: number;
  broken: null | { seq: number; reason: 'hash' | 'link' | 'gap' | 'start' };
};

type Row = { seq: string; prev_hash: string; hash: string; expected: string; action: string; detail: unknown };

const GENESIS = '0'.repeat(64);

/**
 * Walks one club's chain in order and answers the first entry that breaks it: its content no longer gives its
 * hash (changed), its link is not its predecessor's hash or a place is missing (removed, inserted), or the
 * chain starts after 1 without the retention sweep's `audit.pruned` entry naming that start.
 */
export async function verifyChain(db: Db, tenant: string): Promise<ChainReport> {
  const rows = await db.query<Row>(
    `SELECT a.seq::text AS seq, prev_hash, hash, audit_entry_hash(a) AS expected, action, detail
     FROM audit_log a WHERE tenant = $1 ORDER BY a.seq`,
    [tenant],
  );
  const report = (broken: ChainReport['broken']): ChainReport => ({ tenant, entries: rows.length, broken });
  const first = rows[0];
  if (!first) return report(null);
  if (!startIsKnown(rows, Number(first.seq), first.prev_hash))
    return report({ seq: Number(first.seq), reason: 'start' });
  let previous: Row | undefined;
  for (const row of rows) {
    const seq = Number(row.seq);
    if (row.expected !== row.hash) return report({ seq, reason: 'hash' });
    if (previous && Number(previous.seq) + 1 !== seq) return report({ seq, reason: 'gap' });
    if (previous && previous.hash !== row.prev_hash) return report({ seq, reason: 'link' });
    previous = row;
  }
  return report(null);
}

/** The chain's first entry is 1 after the genesis, or the one after the latest pruning's last removed entry. */
function startIsKnown(rows: Row[], firstSeq: number, firstLink: string): boolean {
  if (firstSeq === 1) return firstLink === GENESIS;
  const pruned = rows.filter((r) => r.action === 'audit.pruned').at(-1)?.detail as
    { throughSeq?: number; lastHash?: string } | undefined;
  return pruned?.throughSeq === firstSeq - 1 && pruned.lastHash === firstLink;
}

/** Every club's chain that has entries. */
export async function verifyAllChains(db: Db): Promise<ChainReport[]> {
  const tenants = await db.query<{ tenant: string }>('SELECT DISTINCT tenant FROM audit_log ORDER BY tenant');
  const reports: ChainReport[] = [];
  for (const { tenant } of tenants) reports.push(await verifyChain(db, tenant));
  return reports;
}
