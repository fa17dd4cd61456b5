import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'default',
  title: { en: 'ClubBook – club bookings', et: 'ClubBook – klubi broneeringud', lv: 'ClubBook – kluba rezervācijas' },
  brandName: 'ClubBook',
  shortName: 'ClubBook',
  hosts: ['www.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
