import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'hiiumaa',
  title: { en: 'Hiiu Island Sport', et: 'Hiiumaa Sport', lv: 'Hījumas sports' },
  brandName: 'Hiiu Island Sport',
  shortName: 'Hiiu Sport',
  hosts: ['hiiu.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
