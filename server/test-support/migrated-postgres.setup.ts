import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';

/**
 * Vitest global setup of the `server-postgres` project: migrates one template database per run on
 * the server of TEST_DATABASE_URL, which openTestDb() copies for each test file (CREATE DATABASE …
 * TEMPLATE). Copying a database cannot start while anyone is connected to its template, so the
 * template refuses connections once migrated. Named per run: parallel runs on one server each
 * have their own, and it always matches the migrations on disk. Needs CREATEDB (CI's role is a
 * superuser).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
  const template = `test_template_${randomBytes(6).toString('hex')}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  const drop = () => onServer(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);

  await onServer(`CREATE DATABASE ${template}`);
  try {
    const scoped = new URL(url);
    scoped.pathname = `/${template}`;
    const db = await openPostgres(scoped.toString(), 1);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await onServer(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('migratedPostgresTemplate', template);
  return drop;
}
