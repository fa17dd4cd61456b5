import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'haapsalu',
  title: { en: 'Haapsalu Sports House', et: 'Haapsalu Spordimaja', lv: 'Hāpsalu sporta nams' },
  brandName: 'Haapsalu Sports House',
  shortName: 'Haapsalu',
  hosts: ['haapsalu.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
