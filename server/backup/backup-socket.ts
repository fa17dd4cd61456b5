import { createConnection, createServer } from 'node:net';
import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../http/logger.ts';

/**
 * How `npm run backup` gets a consistent copy of the embedded database while the server runs on it. The
 * folder is locked by the server (data-dir-lock.ts) and only the process that has it open can dump it
 * consistently (PGlite's dump under its query lock), so the server makes the archive itself and hands it
 * over on a Unix socket in the data folder. The socket is its owner's only (mode 0600), like the folder's
 * secrets and database it hands out: whoever may read the folder may take a backup, nobody else, and it
 * is not reachable over the network at all.
 */
export const BACKUP_SOCKET = 'backup.sock';

/** Serves a backup to each connection; resolves once listening, with the function that stops it. */
export async function serveBackups(
  dataDir: string,
  makeArchive: () => Promise<Buffer>,
  logger: Logger,
): Promise<() => Promise<void>> {
  const path = join(dataDir, BACKUP_SOCKET);
  // left by a server that no longer runs: we hold the folder's lock
  await rm(path, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((socket) => {
    socket.on('error', () => {}); // the client went away: nothing to answer
    // one backup at a time: each one holds the database for the moment of its dump
    queue = queue.then(async () => {
      const started = performance.now();
      try {
        const archive = await makeArchive();
        socket.end(Buffer.concat([Buffer.from(`ok ${archive.length}\n`), archive]));
        logger.info(
          {
            event: 'backup',
            via: 'npm run backup',
            bytes: archive.length,
            durationMs: Math.round(performance.now() - started),
          },
          'backup made',
        );
      } catch (error) {
        logger.error({ event: 'backup', err: error }, 'backup failed');
        socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`.replace(/\n(?=.)/g, ' '));
      }
    });
  });
  // created owner-only from the start, not opened up to others between bind and chmod
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      void rm(path, { force: true });
    });
}

/** Asks the server on `dataDir` for a backup archive. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, BACKUP_SOCKET);
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `the server running on ${dataDir} does not answer on ${path} (${error.code ?? error.message}): restart it with this version to take backups while it runs`,
        ),
      ),
    );
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(0x0a);
      const head = answer.subarray(0, newline).toString('utf8');
      const size = /^ok (\d+)$/.exec(head)?.[1];
      const archive = answer.subarray(newline + 1);
      if (size !== undefined && archive.length === Number(size)) resolve(archive);
      else
        reject(
          new Error(
            head.startsWith('error ')
              ? `the server could not make the backup: ${head.slice(6)}`
              : 'the server ended the backup before it was complete',
          ),
        );
    });
  });
}
