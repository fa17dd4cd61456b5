import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitBodies } from './body-limit.ts';

// Over a real socket, as @hono/node-server hands requests to the app in production.
const LIMIT = 1024;
const app = new Hono();
app.use(limitBodies(LIMIT, (c) => c.text('too large', 413)));
app.post('/echo', async (c) => c.text(`read ${(await c.req.text()).length}`));
app.post('/book', (c) => c.text('booked', 201));

let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => ((port = info.port), resolve()),
    );
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(
  path: string,
  headers: Record<string, string | number>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('limitBodies', () => {
  it('refuses a body whose declared length is over the limit, and lets smaller ones through to the route', async () => {
    expect(await post('/echo', { 'content-length': LIMIT + 1 }, 'x'.repeat(LIMIT + 1))).toEqual({
      status: 413,
      text: 'too large',
    });
    expect(await post('/echo', { 'content-length': LIMIT }, 'x'.repeat(LIMIT))).toEqual({
      status: 200,
      text: `read ${LIMIT}`,
    });
  });

  it('counts a body of undeclared length (chunked) as it arrives', async () => {
    expect(await post('/echo', { 'transfer-encoding': 'chunked' }, 'x'.repeat(LIMIT + 1))).toEqual({
      status: 413,
      text: 'too large',
    });
    expect(await post('/echo', { 'transfer-encoding': 'chunked' }, 'x'.repeat(10))).toEqual({
      status: 200,
      text: 'read 10',
    });
  });

  it('passes a bodiless write (a booking: Content-Length 0)', async () => {
    expect(await post('/book', { 'content-length': 0 })).toEqual({ status: 201, text: 'booked' });
  });
});
