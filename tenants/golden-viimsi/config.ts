import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'golden-viimsi',
  title: { en: 'Golden Club Viimsi', et: 'Golden Club Viimsi', lv: 'Golden Club Viimsi' },
  brandName: 'Golden Club Viimsi',
  shortName: 'Golden V',
  hosts: ['golden-viimsi.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
