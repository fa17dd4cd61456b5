import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'fitnessbrand',
  title: { en: 'Motus Fitness', et: 'Motus Fitness', lv: 'Motus Fitness' },
  brandName: 'Motus Fitness',
  shortName: 'Motus',
  hosts: ['motus.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
