import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'spa',
  title: { en: 'Lumi Spa – treatments', et: 'Lumi Spa – protseduurid', lv: 'Lumi Spa – procedūras' },
  brandName: 'Lumi Spa',
  shortName: 'Lumi Spa',
  hosts: ['lumi.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  invoiceLogoHeight: 48,
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
