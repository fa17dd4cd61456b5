import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DatabaseOpenError } from './pglite.ts';

const script = fileURLToPath(new URL('./new-cluster-process.ts', import.meta.url));
// absolute, so the child finds tsx whatever the working folder
const tsx = import.meta.resolve('tsx');

/**
 * Makes the embedded database's cluster in a new folder from a process of its own, which then ends. PGlite makes a
 * cluster by booting a second engine for initdb beside the first, and that engine's WebAssembly memory is let go only
 * when V8 next collects, which a server with little to do may not do for hours: measured on 29 November, a first
 * start answered at 390 MiB or at 740 MiB by chance. A process that ends gives all of it back; the server then opens
 * the folder with one engine.
 */
export async function makeClusterApart(dir: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', tsx, script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0)
    throw new DatabaseOpenError(
      stderr.trim() || `The embedded database in ${dir} could not be made (its process ended with ${code}).`,
    );
}
