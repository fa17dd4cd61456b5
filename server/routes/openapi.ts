import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { openApiDocument } from '../openapi/document.ts';

/** The release the document describes: the package's version. */
const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** GET /openapi.json: the OpenAPI 3.1 document, generated from the contract (server/openapi/). */
export const openApiRoutes = new Hono<AppEnv>();

openApiRoutes.get('/openapi.json', (c) => c.json(openApiDocument(version)));
