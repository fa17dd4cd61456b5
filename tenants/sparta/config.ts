import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'sparta',
  title: { en: 'Sparta Athletic Club', et: 'Sparta Spordiklubi', lv: 'Sparta sporta klubs' },
  brandName: 'Sparta Athletic Club',
  shortName: 'Sparta',
  hosts: ['sparta.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
