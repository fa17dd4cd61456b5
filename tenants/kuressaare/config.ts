import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'kuressaare',
  title: { en: 'Kuressaare Sports Centre', et: 'Kuressaare Spordikeskus', lv: 'Kuresāres sporta centrs' },
  brandName: 'Kuressaare Sports Centre',
  shortName: 'Kuressaare',
  hosts: ['kuressaare.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
