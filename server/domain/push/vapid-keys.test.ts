import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { DEFAULT_VAPID_SUBJECT, loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

describe('VAPID keys', () => {
  it('are generated on first start, kept in the data folder for the owner only, and the same after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-vapid-'));
    const first = await loadVapidKeys(dataDir, {});
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(statSync(join(dataDir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(await loadVapidKeys(dataDir, { VAPID_SUBJECT: 'mailto:ops@club.example' })).toEqual({
      ...first,
      subject: 'mailto:ops@club.example',
    });
  });

  it('come from the environment when both halves are set, and one half alone refuses to start', async () => {
    const pair = webpush.generateVAPIDKeys();
    const env = readEnv({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://club.example/contact',
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'club-vapid-'));
    expect(await loadVapidKeys(dataDir, env)).toEqual({ ...pair, subject: 'https://club.example/contact' });
    expect(() => readEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/both or neither/);
    expect(() => readEnv({ VAPID_SUBJECT: 'ops@club.example' })).toThrow();
  });
});
