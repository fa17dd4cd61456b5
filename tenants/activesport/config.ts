import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'activesport',
  title: { en: 'Aktiva Sport – bookings', et: 'Aktiva Sport – broneeringud', lv: 'Aktiva Sport – rezervācijas' },
  brandName: 'Aktiva Sport',
  shortName: 'Aktiva',
  hosts: ['aktiva.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
