import { describe, expect, it } from 'vitest';
import { pagePreloadsOf, routeSegments, type ViteManifest } from './page-preloads.ts';

describe('page preloads', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/app.js' },
    'src/routes/tickets.tsx?tsr-split=component---loader': {
      file: 'assets/tickets.js',
      imports: ['_shared.js'],
      css: ['assets/tickets.css'],
    },
    'src/routes/_auth/calendar.tsx?tsr-split=component': { file: 'assets/calendar.js' },
    'src/routes/_auth/calendar.tsx?tsr-split=loader': { file: 'assets/calendar-loader.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'locales/en/messages.po?first': { file: 'assets/messages-en.js' },
  };
  const preloads = pagePreloadsOf(manifest, '<script type="module" src="/assets/app.js"></script>');

  it('names every part of the route, a loader grouped with the component too (codeSplitGroupings)', () => {
    expect(preloads('/tickets', 'en')).toEqual({
      scripts: ['/assets/tickets.js', '/assets/shared.js', '/assets/messages-en.js'],
      styles: ['/assets/tickets.css'],
    });
  });

  it('names a loader split on its own beside the component', () => {
    expect(preloads('/calendar', 'en').scripts).toEqual([
      '/assets/calendar.js',
      '/assets/calendar-loader.js',
      '/assets/shared.js',
      '/assets/messages-en.js',
    ]);
  });

  it("follows the router's file naming: pathless layouts, index, parameters, a route not nested in its namesake", () => {
    expect(routeSegments('_auth/invoices.$invoiceId')).toEqual(['invoices', '$invoiceId']);
    expect(routeSegments('public.index')).toEqual(['public']);
    expect(routeSegments('_auth/_admin/admin-calendar_.$trainingId.edit')).toEqual([
      'admin-calendar',
      '$trainingId',
      'edit',
    ]);
    expect(routeSegments('$')).toBeNull();
  });
});
