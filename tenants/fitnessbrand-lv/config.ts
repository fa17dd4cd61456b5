import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'fitnessbrand-lv',
  title: { en: 'Motus Fitness Latvija', et: 'Motus Fitness Latvija', lv: 'Motus Fitness Latvija' },
  brandName: 'Motus Fitness Latvija',
  shortName: 'Motus LV',
  hosts: ['motus-lv.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
