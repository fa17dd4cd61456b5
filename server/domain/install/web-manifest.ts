import type { Language } from '../../../src/api/contract/tenant.ts';
import type { TenantConfig } from '../../../tenants/schema.ts';
import { installTexts } from './install-texts.ts';

/**
 * The club's image files an installed app shows, rendered into tenants/<id>/ by tenants/render-icons.ts
 * (icons) and tenants/render-screenshots.ts (screenshots of the club's own app), served at /icons/<file>.
 */
export const installImages = {
  'icon-192.png': { size: '192x192', type: 'image/png' },
  'icon-512.png': { size: '512x512', type: 'image/png' },
  'icon-maskable-512.png': { size: '512x512', type: 'image/png' },
  'shortcut-timetable-96.png': { size: '96x96', type: 'image/png' },
  'shortcut-entry-96.png': { size: '96x96', type: 'image/png' },
  'screenshot-narrow.webp': { size: '390x844', type: 'image/webp' },
  'screenshot-wide.webp': { size: '1280x800', type: 'image/webp' },
} as const;
export type InstallImage = keyof typeof installImages;

const image = (file: InstallImage) => ({
  src: `/icons/${file}`,
  sizes: installImages[file].size,
  type: installImages[file].type,
});

/** The club's colour for the browser's and the installed app's bars. */
export const themeColour = (tenant: TenantConfig): string => tenant.theme.light.primary['500'];

/**
 * The installed app's identity (docs/architecture.md#clubs-tenants): only this club's name, colours, icons and screenshots, all
 * on its own host, so an install from one club's host never shows another's. `id` is the host's root: each
 * club host is an app of its own. Shortcuts and description are in `language` (the browser's, see
 * requestLanguage); the short name is the club's own, the same in every language.
 */
export function webManifest(tenant: TenantConfig, language: Language) {
  const texts = installTexts[language];
  return {
    id: '/',
    name: tenant.title[language],
    short_name: tenant.shortName,
    description: `${tenant.brandName}: ${texts.description}`,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour(tenant),
    background_color: tenant.theme.dark.background.default,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { ...image('icon-192.png'), purpose: 'any' },
      { ...image('icon-512.png'), purpose: 'any' },
      { ...image('icon-maskable-512.png'), purpose: 'maskable' },
    ],
    screenshots: [
      { ...image('screenshot-narrow.webp'), form_factor: 'narrow', label: `${tenant.brandName}: ${texts.timetable}` },
      { ...image('screenshot-wide.webp'), form_factor: 'wide', label: `${tenant.brandName}: ${texts.timetable}` },
    ],
    shortcuts: [
      { name: texts.timetable, url: '/calendar', icons: [image('shortcut-timetable-96.png')] },
      { name: texts.entry, url: '/entry', icons: [image('shortcut-entry-96.png')] },
    ],
  };
}
