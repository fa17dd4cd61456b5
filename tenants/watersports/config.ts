import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'watersports',
  title: { en: 'Lainelaud – water sports', et: 'Lainelaud – veesport', lv: 'Lainelaud – ūdenssports' },
  brandName: 'Lainelaud Water Sports',
  shortName: 'Lainelaud',
  hosts: ['lainelaud.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
