import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'tennis',
  title: 'Baseline Tennis Centre',
  brandName: 'Baseline Tennis Centre',
  shortName: 'Baseline',
  hosts: ['baseline.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
