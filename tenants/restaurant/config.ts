import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'restaurant',
  title: { en: 'Maitse Club – reservations', et: 'Maitse Club – broneeringud', lv: 'Maitse Club – rezervācijas' },
  brandName: 'Maitse Club',
  shortName: 'Maitse',
  hosts: ['maitse.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  invoiceLogoHeight: 56,
  invoiceLogoPadding: 12,
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
