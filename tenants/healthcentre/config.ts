import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'healthcentre',
  title: { en: 'Vital Health Centre', et: 'Vital Terviskeskus', lv: 'Vital veselības centrs' },
  brandName: 'Vital Health Centre',
  shortName: 'Vital',
  hosts: ['vital.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
