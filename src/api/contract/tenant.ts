import * as v from 'valibot';

/** docs/behaviour.md#users-clubs-and-languages tenant ids; each has a folder under tenants/. */
export const tenantIds = [
  'default',
  'activesport',
  'watersports',
  'restaurant',
  'school',
  'fitness',
  'golden',
  'golden-viimsi',
  'haapsalu',
  'hiiumaa',
  'healthcentre',
  'kuressaare',
  'swimminghall',
  'fitnessbrand',
  'fitnessbrand-lv',
  'gym',
  'reval',
  'reval-trainer',
  'sparta',
  'tennis',
  'spa',
] as const;

export const TenantId = v.picklist(tenantIds);
export type TenantId = v.InferOutput<typeof TenantId>;

export const languages = ['et', 'en', 'lv'] as const;
export const Language = v.picklist(languages);
export type Language = v.InferOutput<typeof Language>;

/** docs/behaviour.md#users-clubs-and-languages: the language of a host when nobody chose one (.ee → et, .lv → lv, else en); the server preloads it. */
export function languageOfHost(host: string): Language {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (hostname.endsWith('.ee')) return 'et';
  if (hostname.endsWith('.lv')) return 'lv';
  return 'en';
}

export const API_PREFIX = '/api/0.1';
export const CLIENT_VERSION = '0.3.5';

const Colour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));

/**
 * What the browser needs to know about its club, handed over by the server in the club's index.html (a JSON
 * data block, `#club-identity`), so no tenant registry ships in the app: the host decides on the server.
 */
export const ClubIdentity = v.object({
  id: TenantId,
  /** The club's title in each language: the page's title and the wide top bar use the page's language. */
  title: v.object({ en: v.string(), et: v.string(), lv: v.string() }),
  brandName: v.string(),
  /** The installed app's name under its icon (web manifest `short_name`). */
  shortName: v.string(),
  /**
   * The club's logo per colour mode as the URLs to load (the build's hashed files), so the app ships no
   * table of every club's logo files.
   */
  logo: v.object({ light: v.string(), dark: v.string() }),
  /** Chart series colours per mode, in order. */
  pie: v.object({ light: v.array(Colour), dark: v.array(Colour) }),
});
export type ClubIdentity = v.InferOutput<typeof ClubIdentity>;

export const CLUB_IDENTITY_ELEMENT_ID = 'club-identity';
