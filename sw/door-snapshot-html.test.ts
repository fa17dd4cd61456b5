import { describe, expect, it } from 'vitest';
import { toString as qrSvg } from 'qrcode';
import type { DoorSnapshot } from '../src/common/door-snapshot.ts';
import { isDoorPath } from '../src/common/door-snapshot.ts';
import {
  doorSnapshotMarkup,
  escapeHtml,
  insertDoorSnapshot,
  qrSvgMarkup,
  withoutModulePreloads,
} from './door-snapshot-html.ts';

const svgOf = (text: string) => qrSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22, 6, 0);

async function snapshot(overrides: Partial<DoorSnapshot> = {}): Promise<DoorSnapshot> {
  return {
    version: 1,
    userId: 42,
    savedAt: now - 1000,
    lang: 'et',
    heading: 'Sisene klubisse',
    background: '#fafafa',
    foreground: '#242424',
    codes: [
      { code: '10000042', name: 'Member card', label: 'QR code of entry code 10000042', svg: await svgOf('10000042') },
    ],
    ...overrides,
  };
}

/** The overlay parsed as the browser would, to ask it what a reader or a user gets. */
function parse(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const overlay = holder.querySelector<HTMLElement>('#door-snapshot');
  if (!overlay) throw new Error('no overlay');
  return overlay;
}

describe('door snapshot markup', () => {
  it('answers only the entry page', () => {
    expect(isDoorPath('/entry')).toBe(true);
    expect(isDoorPath('/entry/')).toBe(true);
    for (const path of ['/', '/entryx', '/entry/more', '/calendar', '/__door/entry'])
      expect(isDoorPath(path)).toBe(false);
  });

  it('escapes everything that could become markup', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });

  it('keeps qrcode’s SVG and nothing else', async () => {
    const markup = qrSvgMarkup(await svgOf('10000042'));
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"[^>]*aria-hidden="true"/);
    expect(qrSvgMarkup('<svg onload="x()"></svg>')).toBeNull();
    const tampered = (await svgOf('1')).replace('d="M4', 'onload="x()" d="M4');
    expect(qrSvgMarkup(tampered)).toBeNull();
    expect(
      qrSvgMarkup((await svgOf('1')).replace(/d="M4[^"]*"/, 'd="M4 4.5h7"/><script>x()</script><path d="M0"')),
    ).toBeNull();
  });

  it('shows the heading, each QR as a labelled image and its code beneath, in the user’s language and colours', async () => {
    const overlay = parse(doorSnapshotMarkup(await snapshot(), now, 7 * day)!);
    expect(overlay.getAttribute('lang')).toBe('et');
    expect(overlay.dataset.user).toBe('42');
    expect(overlay.getAttribute('style')).toBe('--door-background:#fafafa;--door-foreground:#242424');
    expect(overlay.querySelector('h1')?.textContent).toBe('Sisene klubisse');
    const image = overlay.querySelector('[role="img"]');
    expect(image?.getAttribute('aria-label')).toBe('QR code of entry code 10000042');
    expect(image?.querySelector('svg')).not.toBeNull();
    expect(image?.nextElementSibling?.textContent).toBe('10000042');
  });

  it('cannot be made to carry markup by what is stored', async () => {
    const hostile = '"><script>alert(1)</script><b a="';
    const overlay = parse(
      doorSnapshotMarkup(
        await snapshot({
          heading: hostile,
          background: 'red;background-image:url(//evil)',
          codes: [{ code: hostile, name: hostile, label: hostile, svg: await svgOf('1') }],
        }),
        now,
        7 * day,
      )!,
    );
    expect(overlay.querySelector('script, b')).toBeNull();
    expect(overlay.querySelector('h1')?.textContent).toBe(hostile);
    expect(overlay.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(hostile);
    expect(overlay.getAttribute('style')).toBe('--door-foreground:#242424');
  });

  it('shows nothing for a stale, empty or unexpected snapshot', async () => {
    expect(doorSnapshotMarkup(await snapshot({ savedAt: now - 8 * day }), now, 7 * day)).toBeNull();
    expect(doorSnapshotMarkup(await snapshot({ savedAt: now + day }), now, 7 * day)).toBeNull();
    expect(doorSnapshotMarkup(await snapshot({ codes: [] }), now, 7 * day)).toBeNull();
    const bad = await snapshot();
    bad.codes[0]!.svg = '<svg/>';
    expect(doorSnapshotMarkup(bad, now, 7 * day)).toBeNull();
  });

  it('puts the current code first and largest and hides an expired one behind a disclosure, by its own clock', async () => {
    const base = { svg: await svgOf('1'), revealText: 'Show the expired code anyway' };
    const codes = [
      {
        ...base,
        code: 'old',
        name: 'Old card',
        label: 'QR old',
        validUntil: '2026-11-20',
        expiredNote: 'Expired on 20.11.2026',
      },
      { ...base, code: 'new', name: 'Club card', label: 'QR new', validUntil: '2026-11-22' },
    ];
    const overlay = parse(
      doorSnapshotMarkup(await snapshot({ codes, hint: 'Turn the brightness up.' }), now, 7 * day)!,
    );
    const cards = [...overlay.querySelectorAll('article')];
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Club card', 'Old card']);
    expect(cards[0]!.classList.contains('entry-card-current')).toBe(true);
    expect(cards[0]!.querySelector('details')).toBeNull();
    expect(cards[1]!.querySelector('.entry-card-expired-note')?.textContent).toBe('Expired on 20.11.2026');
    expect(cards[1]!.querySelector('details:not([open]) > summary')?.textContent).toBe('Show the expired code anyway');
    expect(overlay.querySelector('.door-snapshot-hint')?.textContent).toBe('Turn the brightness up.');
    // Two days later both have expired: no code to show, so no overlay.
    expect(doorSnapshotMarkup(await snapshot({ codes, savedAt: now }), now + 2 * day, 7 * day)).toBeNull();
  });

  it('shows each person’s first valid code largest, as the page does: a parent’s and each child’s alike', async () => {
    const base = { svg: await svgOf('1'), validUntil: null };
    const codes = [
      { ...base, code: 'own', name: 'Maris Lepp · Club card', label: 'QR own', holder: 'Maris Lepp' },
      { ...base, code: 'own-2', name: 'Maris Lepp · Sauna', label: 'QR own 2', holder: 'Maris Lepp' },
      { ...base, code: 'lenna', name: 'Lenna Lepp · Club card', label: 'QR lenna', holder: 'Lenna Lepp' },
    ];
    const overlay = parse(doorSnapshotMarkup(await snapshot({ codes }), now, 7 * day)!);
    const leading = [...overlay.querySelectorAll('article.entry-card-current')];
    expect(leading.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Maris Lepp · Club card',
      'Lenna Lepp · Club card',
    ]);
  });

  it('goes before the app root, which stays inert until the app takes over', () => {
    const index =
      '<!doctype html><html><body>\n    <div id="root"></div>\n    <script type="module" src="/a.js"></script></body></html>';
    expect(insertDoorSnapshot(index, '<div id="door-snapshot"></div>')).toBe(
      '<!doctype html><html><body>\n    <div id="door-snapshot"></div><div id="root" inert></div>\n    <script type="module" src="/a.js"></script></body></html>',
    );
    expect(insertDoorSnapshot('<html><body></body></html>', '<div></div>')).toBeNull();
  });

  it('leaves the app’s modules to its entry script, so the overlay is parsed and painted first', () => {
    const head =
      '<head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-b.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/router-c.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-d.css">\n  </head>';
    expect(withoutModulePreloads(head)).toBe(
      '<head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-d.css">\n  </head>',
    );
  });

  it('keeps the app’s own scripts, which the app’s start runs once the overlay is painted', () => {
    const head =
      '<head>\n    <link data-after-paint="modulepreload" crossorigin href="/assets/vendor-a.js" data-app-start>\n' +
      '    <link data-after-paint="modulepreload" crossorigin href="/assets/app-b.js" data-app-start>\n' +
      '    <script type="module">startTheApp();</script>\n' +
      '    <link data-after-paint="modulepreload" crossorigin href="/assets/entry-c.js">\n' +
      '    <link data-after-paint="preload" as="style" crossorigin href="/assets/entry-d.css">\n  </head>';
    expect(withoutModulePreloads(head)).toBe(
      '<head>\n    <link data-after-paint="modulepreload" crossorigin href="/assets/vendor-a.js" data-app-start>\n' +
        '    <link data-after-paint="modulepreload" crossorigin href="/assets/app-b.js" data-app-start>\n' +
        '    <script type="module">startTheApp();</script>\n' +
        '    <link data-after-paint="preload" as="style" crossorigin href="/assets/entry-d.css">\n  </head>',
    );
  });
});
