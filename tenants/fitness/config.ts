import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'fitness',
  title: { en: 'Pulse Fitness – classes', et: 'Pulse Fitness – tunnid', lv: 'Pulse Fitness – nodarbības' },
  brandName: 'Pulse Fitness',
  shortName: 'Pulse',
  hosts: ['pulse.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
