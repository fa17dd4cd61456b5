import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'golden',
  title: { en: 'Golden Club – members', et: 'Golden Club – liikmetele', lv: 'Golden Club – biedriem' },
  brandName: 'Golden Club',
  shortName: 'Golden',
  hosts: ['golden.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
