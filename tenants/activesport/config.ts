import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'activesport',
  title: 'Aktiva Sport – bookings',
  brandName: 'Aktiva Sport',
  shortName: 'Aktiva',
  hosts: ['aktiva.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
