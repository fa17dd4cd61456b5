import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'gym',
  title: { en: 'Iron Yard Gym', et: 'Iron Yard Gym', lv: 'Iron Yard Gym' },
  brandName: 'Iron Yard Gym',
  shortName: 'Iron Yard',
  hosts: ['ironyard.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
