import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { databaseUrl, dropStaleTestDatabases, newTestDatabaseName, onServer } from './postgres-test-databases.ts';

/**
 * A new database on the server, migrated, that then refuses connections: copying a database
 * (CREATE DATABASE … TEMPLATE) fails while anyone is connected to it, and test files copy this one
 * at the same time.
 */
async function createMigratedTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = newTestDatabaseName('template');
  const drop = () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(url, `CREATE DATABASE ${name}`);
  try {
    const db = await openPostgres(databaseUrl(url, name), 1);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await onServer(url, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/**
 * Vitest global setup of the `server-postgres` project: migrates one template database per run on
 * the server of TEST_DATABASE_URL, which openTestDb() copies for each test file instead of
 * migrating a schema per file. Per run (parallel runs on one server have their own), and again
 * before each rerun in watch mode, so the copies always match the migrations on disk. Needs
 * CREATEDB; CI's role is a superuser.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
  await dropStaleTestDatabases(url);
  let current = await createMigratedTemplate(url);
  project.provide('migratedPostgresTemplate', current.name);
  project.onTestsRerun(async () => {
    const previous = current;
    current = await createMigratedTemplate(url);
    project.provide('migratedPostgresTemplate', current.name);
    await previous.drop();
  });
  return () => current.drop();
}
