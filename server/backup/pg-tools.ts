import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A PostgreSQL client tool (pg_dump, pg_restore): from `pgBin` (PG_BIN), else the newest Debian install
 * (/usr/lib/postgresql/<version>/bin, where the `postgresql` package puts them outside PATH), else PATH.
 * pg_dump must be at least as new as the server it dumps, hence the newest.
 */
export function pgTool(tool: 'pg_dump' | 'pg_restore', pgBin?: string): string {
  if (pgBin) return join(pgBin, tool);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((version) => existsSync(join(base, version, 'bin', tool)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin', tool);
  }
  return tool;
}
