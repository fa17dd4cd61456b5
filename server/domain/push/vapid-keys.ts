import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's application-server identity towards push services (RFC 8292). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Push services ask for a contact; without VAPID_SUBJECT the operator gets a placeholder they should replace. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@club-booking.invalid';

/** The file beside jwt-secret in the data folder (kept, and backed up, like it). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from the environment, else a pair generated on first start and kept
 * in the data folder (mode 600), so every subscription stays valid across restarts: a new pair would orphan
 * them all, since browsers bind a subscription to the key it was made with.
 */
export async function loadVapidKeys(
  dataDir: string,
  env: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT?: string | undefined;
  },
): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = join(dataDir, VAPID_KEYS_FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey)
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch {
    // first start: generated below
  }
  const generated = webpush.generateVAPIDKeys();
  await writeFile(file, `${JSON.stringify({ publicKey: generated.publicKey, privateKey: generated.privateKey })}\n`, {
    mode: 0o600,
  });
  return { ...generated, subject };
}
