import { describe, expect, it } from 'vitest';
import { toString as qrSvg } from 'qrcode';
import type { DoorSnapshot } from '../src/common/door-snapshot.ts';
import { doorNavigationResponse } from './door-navigation.ts';

const index =
  '<!doctype html><html><head><link rel="modulepreload" href="/b.js"></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const now = Date.UTC(2026, 10, 22, 6, 0);

function plain(): Response {
  return new Response(index, {
    headers: { 'Content-Type': 'text/html', 'Content-Length': String(index.length), 'X-Test': 'kept' },
  });
}

async function stored(overrides: Partial<DoorSnapshot> = {}): Promise<Response> {
  const snapshot: DoorSnapshot = {
    version: 1,
    userId: 7,
    savedAt: now,
    lang: 'en',
    heading: 'Enter the gym',
    background: '#000000',
    foreground: '#ffffff',
    codes: [
      {
        code: '555',
        name: 'Card',
        label: 'QR code of entry code 555',
        svg: await qrSvg('555', { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
      },
    ],
    ...overrides,
  };
  return Response.json(snapshot);
}

describe('the /entry navigation', () => {
  it('is index.html with the snapshot painted in', async () => {
    const response = await doorNavigationResponse(plain(), await stored(), now);
    const html = await response.text();
    expect(html).toContain('<div id="door-snapshot"');
    expect(html).toContain('aria-label="QR code of entry code 555"');
    expect(html).toContain('<div id="root" inert></div><script type="module" src="/a.js">');
    expect(html).not.toContain('modulepreload');
    expect(response.headers.get('Content-Type')).toBe('text/html');
    expect(response.headers.get('X-Test')).toBe('kept');
    expect(response.headers.get('Content-Length')).toBeNull();
  });

  it('is plain index.html without a usable snapshot', async () => {
    const cases: (Response | undefined)[] = [
      undefined,
      new Response('not json'),
      Response.json({ version: 2 }),
      await stored({ savedAt: now - 30 * 24 * 60 * 60 * 1000 }),
      await stored({ codes: [] }),
    ];
    for (const snapshot of cases) {
      const answer = plain();
      const response = await doorNavigationResponse(answer, snapshot, now);
      expect(response).toBe(answer);
      expect(await response.text()).toBe(index);
    }
  });
});
