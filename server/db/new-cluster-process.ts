/** The process of new-cluster.ts: makes the cluster in the folder given, closes it and ends. */
import { openPglite } from './pglite.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: new-cluster-process.ts <folder>');
  process.exit(2);
}
try {
  await (await openPglite(dir)).close();
} catch (error) {
  // its message alone: the server shows it as the reason it cannot start
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
