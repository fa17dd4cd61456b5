import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'reval',
  title: { en: 'Reval Sport – training', et: 'Reval Sport – treeningud', lv: 'Reval Sport – treniņi' },
  brandName: 'Reval Sport',
  shortName: 'Reval',
  hosts: ['reval.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
