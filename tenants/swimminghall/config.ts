import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'swimminghall',
  title: { en: 'Blue Lane Swimming Hall', et: 'Blue Lane ujula', lv: 'Blue Lane peldbaseins' },
  brandName: 'Blue Lane Swimming Hall',
  shortName: 'Blue Lane',
  hosts: ['bluelane.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
