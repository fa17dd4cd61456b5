/**
 * A migration that adds indexes to tables a running club writes to starts with this line. On PostgreSQL its
 * indexes are built with CREATE INDEX CONCURRENTLY, outside a transaction, so bookings go on meanwhile; a
 * plain CREATE INDEX would hold every write to the table until the build ends (seconds on a large club).
 */
export const CONCURRENT_INDEX_MARKER = '-- migrate: concurrent indexes';

/** One index of such a file, as PostgreSQL builds it without blocking writes, and as PGlite builds it. */
export type IndexStatement = { name: string; concurrent: string; plain: string };

/**
 * Such a file holds nothing but `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS name ON …;` statements:
 * each is safe to run again after a crash half-way, which a mix of other statements in a file without a
 * transaction would not be.
 */
const indexStatement = /^CREATE (UNIQUE )?INDEX CONCURRENTLY IF NOT EXISTS ([a-z_][a-z0-9_]*) ON /i;

export function isConcurrentIndexMigration(sql: string): boolean {
  return sql.startsWith(CONCURRENT_INDEX_MARKER);
}

export function parseIndexStatements(file: string, sql: string): IndexStatement[] {
  const withoutComments = sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n');
  return withoutComments
    .split(';')
    .map((statement) => statement.trim().replace(/\s+/g, ' '))
    .filter((statement) => statement.length > 0)
    .map((statement) => {
      const match = indexStatement.exec(statement);
      if (!match?.[2]) {
        throw new Error(
          `${file}: a concurrent-index migration holds only CREATE INDEX CONCURRENTLY IF NOT EXISTS statements, not: ${statement}`,
        );
      }
      return {
        name: match[2].toLowerCase(),
        concurrent: statement,
        plain: statement.replace(/ INDEX CONCURRENTLY /i, ' INDEX '),
      };
    });
}
