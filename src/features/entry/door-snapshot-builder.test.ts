import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { isDoorSnapshot } from '../../common/door-snapshot.ts';
import { buildDoorSnapshot } from './door-snapshot-builder.ts';
import { entryHeading, qrLabel } from './entry-texts.ts';

describe('buildDoorSnapshot', () => {
  it('holds each code as qrcode’s SVG with the page’s own texts in the user’s language', async () => {
    const i18n = setupI18n();
    const label = qrLabel('10000042');
    i18n.loadAndActivate({
      locale: 'et',
      messages: { [entryHeading.id]: 'Sisene klubisse', [label.id]: 'Sissepääsukoodi {code} QR-kood' },
    });
    const snapshot = buildDoorSnapshot({
      codes: [{ code: '10000042', name: 'Member card', validUntil: null, access: 'allowed' }],
      userId: 42,
      i18n,
      lang: 'et',
      colors: { background: '#fafafa', foreground: '#242424' },
      now: 1000,
    });
    expect(isDoorSnapshot(snapshot)).toBe(true);
    expect(snapshot).toMatchObject({
      userId: 42,
      savedAt: 1000,
      lang: 'et',
      heading: 'Sisene klubisse',
      background: '#fafafa',
    });
    expect(snapshot.codes).toHaveLength(1);
    expect(snapshot.codes[0]).toMatchObject({
      code: '10000042',
      name: 'Member card',
      label: 'Sissepääsukoodi 10000042 QR-kood',
    });
    expect(snapshot.codes[0]!.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 29 29"/);
  });

  it("names a dependant's code with the dependant's name, so the door shows whose it is offline too", () => {
    const snapshot = buildDoorSnapshot({
      codes: [
        { code: '10000042', name: 'Club card', validUntil: null, access: 'allowed' },
        { code: '10090001', name: 'Club card', validUntil: null, access: 'allowed', holder: 'Mia Kask' },
      ],
      userId: 42,
      i18n: setupI18n({ locale: 'en', messages: { en: {} } }),
      lang: 'en',
      colors: { background: '#fafafa', foreground: '#242424' },
      now: 1000,
    });
    expect(isDoorSnapshot(snapshot)).toBe(true);
    expect(snapshot.codes.map((c) => c.name)).toEqual(['Club card', 'Mia Kask · Club card']);
  });
});
