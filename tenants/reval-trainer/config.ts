import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'reval-trainer',
  title: { en: 'Reval Sport – trainers', et: 'Reval Sport – treenerid', lv: 'Reval Sport – treneri' },
  brandName: 'Reval Sport Trainer',
  shortName: 'Reval T',
  hosts: ['reval-trainer.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
