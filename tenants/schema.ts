import * as v from 'valibot';
import { Language, TenantId } from '../src/api/contract/tenant.ts';

const Hex = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb'));
/** A file in the tenant's own folder, e.g. `favicon.svg` (no paths, so the server can read it safely). */
const SvgFile = v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'an SVG file name in the tenant folder'));
/** Logos are named `logo-*.svg`: the build emits exactly those as hashed files (scripts/vite-tenant-logos.ts). */
const LogoFile = v.pipe(v.string(), v.regex(/^logo-[a-z0-9-]+\.svg$/, 'a logo-*.svg file in the tenant folder'));

const Scale = v.strictObject({
  '100': Hex,
  '200': Hex,
  '300': Hex,
  '400': Hex,
  '500': Hex,
  '600': Hex,
  '700': Hex,
  '800': Hex,
  '900': Hex,
});

/** docs/behaviour.md#records-and-local-state colour schema of one mode. */
export const ColourSchema = v.strictObject({
  primary: Scale,
  secondary: Scale,
  grey: Scale,
  background: v.strictObject({ default: Hex, paper: Hex }),
  menu: v.strictObject({ background: Hex, text: Hex, selected: Hex }),
  button: v.strictObject({ background: Hex, text: Hex, hover: Hex }),
  formField: v.strictObject({ background: Hex, border: Hex, focus: Hex }),
  /** Series colours for charts, in order. */
  pie: v.pipe(v.array(Hex), v.minLength(4)),
  error: Hex,
  success: Hex,
  warning: Hex,
});
export type ColourSchema = v.InferOutput<typeof ColourSchema>;

export const colourModes = ['light', 'dark'] as const;
export type ColourMode = (typeof colourModes)[number];

const Title = v.pipe(v.string(), v.nonEmpty());
const LocalTitle = v.strictObject({ en: Title, et: Title, lv: Title });

export const TenantConfig = v.strictObject({
  id: TenantId,
  /** Page title and the installed app's name, in each language (a brand name may stay the same). */
  title: LocalTitle,
  brandName: v.pipe(v.string(), v.nonEmpty()),
  /** Home-screen label of the installed app. */
  shortName: v.pipe(v.string(), v.nonEmpty(), v.maxLength(12)),
  /** Production hosts besides `<id>.localhost` (lower case, no port). */
  hosts: v.optional(v.array(v.pipe(v.string(), v.toLowerCase(), v.nonEmpty())), []),
  favicon: SvgFile,
  invoiceLogo: LogoFile,
  invoiceLogoHeight: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 40),
  invoiceLogoPadding: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 20),
  defaultLanguage: v.optional(Language),
  logo: v.strictObject({ light: LogoFile, dark: LogoFile }),
  theme: v.strictObject({ light: ColourSchema, dark: ColourSchema }),
});
export type TenantConfig = v.InferOutput<typeof TenantConfig>;
/** What a tenant folder's config.ts writes (defaults still to be applied). */
export type TenantConfigInput = v.InferInput<typeof TenantConfig>;
