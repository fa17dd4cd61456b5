import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'tennis',
  title: { en: 'Baseline Tennis Centre', et: 'Baseline Tenniskeskus', lv: 'Baseline tenisa centrs' },
  brandName: 'Baseline Tennis Centre',
  shortName: 'Baseline',
  hosts: ['baseline.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
