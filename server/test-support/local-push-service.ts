import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What arrived at the local push service: the path (one per device) and the request as the server sent it. */
export type ArrivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** An answer the service gives to the next request(s) instead of 201 Created. */
export type PlannedAnswer = { status: number; headers?: Record<string, string> };

/**
 * A push service on 127.0.0.1 as the tests' stand-in for FCM or Mozilla's: it records every message and
 * answers 201, or what a test planned (410 Gone, 500, 429 with Retry-After) for the next requests.
 */
export async function startLocalPushService() {
  const arrived: ArrivedPush[] = [];
  const planned: PlannedAnswer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = planned.shift() ?? { status: 201 };
      if (answer.status < 300) arrived.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    arrived,
    /** The next requests get these answers, in order; afterwards 201 again. */
    plan: (...answers: PlannedAnswer[]) => planned.push(...answers),
    /** Every request so far, refused ones included, is counted by the test through `arrived` only when accepted. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;

/** A browser's side of a subscription: a P-256 key pair and the 16-byte auth secret, as a real one makes them. */
export function makeBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    publicKey,
    auth,
    /** PushSubscription.toJSON().keys */
    json: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
}

export type BrowserKeys = ReturnType<typeof makeBrowserKeys>;

/**
 * Decrypts an aes128gcm message (RFC 8188 content coding, RFC 8291 keys) as the browser does: the test's
 * own check that what the server sent is readable by exactly this subscription. Single record only (a push
 * payload is at most 4 KB).
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}
