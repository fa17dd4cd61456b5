import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { browserTargets } from '../scripts/browser-targets.ts';
import { precacheManifest } from './precache-manifest.ts';

const workerEntry = fileURLToPath(new URL('./sw.ts', import.meta.url));

/**
 * Builds dist/sw.js after the app is written: the list of emitted files (with revisions) becomes the
 * worker's precache manifest (`self.__WB_MANIFEST`), and the worker is bundled with esbuild.
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  // closeBundle also runs after a failed build; only a written bundle gets a worker.
  let written = false;
  return {
    name: 'club-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!written) return;
        const manifest = await precacheManifest(outDir);
        await build({
          entryPoints: [workerEntry],
          outfile: path.join(outDir, 'sw.js'),
          bundle: true,
          format: 'iife',
          target: browserTargets,
          minify: true,
          legalComments: 'none',
          logLevel: 'warning',
          define: {
            'self.__WB_MANIFEST': JSON.stringify(manifest),
            'process.env.NODE_ENV': '"production"',
          },
        });
        this.info?.(`sw.js: ${manifest.length} files precached`);
      },
    },
  };
}
