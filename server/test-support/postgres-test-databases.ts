import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The databases server tests create on a PostgreSQL server (CI's, or one shared by developers):
 * named with their creation time, so a run that was killed before dropping its own leaves
 * nothing behind for long.
 */
const testName = /^test_(template_)?(\d+)_[0-9a-f]+$/;
const staleAfterSeconds = 24 * 3600;

export function newTestDatabaseName(kind: 'template' | 'copy'): string {
  const seconds = Math.floor(Date.now() / 1000);
  return `test_${kind === 'template' ? 'template_' : ''}${seconds}_${randomBytes(6).toString('hex')}`;
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const scoped = new URL(url);
  scoped.pathname = `/${database}`;
  return scoped.toString();
}

/** Runs statements over a connection of its own (CREATE/DROP DATABASE cannot run in a pool's transaction anyway). */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops the test databases of runs that ended a day ago or more without dropping them. */
export async function dropStaleTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = Date.now() / 1000;
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    for (const { datname } of rows) {
      const match = testName.exec(datname);
      if (match && now - Number(match[2]) > staleAfterSeconds)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
