import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Every club's logo files (`tenants/<id>/logo-*.svg`), as paths relative to the project. */
export function tenantLogoFiles(root: string): string[] {
  const tenantsDir = path.join(root, 'tenants');
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(tenantsDir, dir.name))
        .filter((file) => /^logo-.*\.svg$/.test(file))
        .map((file) => `tenants/${dir.name}/${file}`),
    )
    .sort();
}

/**
 * Emits every club's logos as content-hashed assets (`assets/logo-dark-<hash>.svg`, in the build's manifest under
 * `tenants/<id>/<file>`) without any module importing them: the server reads their URLs from the manifest and
 * writes the club's own into its page's identity block (server/routes/built-app.ts, tenant-assets.ts), and the
 * service worker precaches them like every other asset. The app itself ships no table of every club's logos.
 */
export function tenantLogosPlugin(root: string): Plugin {
  return {
    name: 'club-tenant-logos',
    apply: 'build',
    buildStart() {
      for (const file of tenantLogoFiles(root)) {
        this.emitFile({
          type: 'asset',
          name: path.basename(file),
          originalFileName: file,
          source: readFileSync(path.join(root, file)),
        });
      }
    },
  };
}
