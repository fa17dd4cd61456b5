// Writes src/routeTree.gen.ts from src/routes (the same generator the Vite plugin runs), so
// `tsc` works before the first build and the committed tree stays in step with the route files.
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }, root);
await new Generator({ config, root }).run();
