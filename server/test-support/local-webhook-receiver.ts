import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery as the receiver got it: verified with the standardwebhooks library, or why not. */
export type Received = { path: string; webhookId: string; payload: unknown; verified: boolean; error?: string };

/** What the receiver answers a path with: a status, after a delay (a slow or dead receiver). */
export type Reply = { status: number; delayMs?: number; body?: string };

/**
 * A webhook receiver on loopback, as an integrator writes one (docs/webhooks.md): every request is checked
 * with Webhook.verify against the secret set for its path; it counts what arrived, verified or not.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const secrets = new Map<string, string>();
  const replies = new Map<string, Reply>();
  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const path = request.url ?? '/';
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value ?? '')]),
      );
      const entry: Received = { path, webhookId: headers['webhook-id'] ?? '', payload: null, verified: false };
      try {
        entry.payload = new Webhook(secrets.get(path) ?? 'whsec_').verify(body, headers);
        entry.verified = true;
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error);
        entry.payload = JSON.parse(body) as unknown;
      }
      received.push(entry);
      const reply = replies.get(path) ?? { status: 204 };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (!response.destroyed) response.writeHead(reply.status).end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The secret an endpoint's deliveries to this path are checked with. */
    expect: (path: string, secret: string) => secrets.set(path, secret),
    reply: (path: string, reply: Reply) => replies.set(path, reply),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
