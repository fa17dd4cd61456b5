import { spawn } from 'node:child_process';

/** Runs a command and collects its output; rejects with its error output when it fails or cannot start. */
export function runTool(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(
          `${command} could not be started: ${error.message} (set PG_BIN to the folder of the PostgreSQL client tools)`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${command} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}
