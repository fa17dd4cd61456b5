import type { TenantConfigInput } from '../schema.ts';
import { theme } from './theme.ts';

export const config = {
  id: 'school',
  title: { en: 'Tarkus Sports School', et: 'Tarkuse Spordikool', lv: 'Tarkus sporta skola' },
  brandName: 'Tarkus Sports School',
  shortName: 'Tarkus',
  hosts: ['tarkus.clubbook.example'],
  favicon: 'favicon.svg',
  invoiceLogo: 'logo-light.svg',
  logo: { light: 'logo-light.svg', dark: 'logo-dark.svg' },
  theme,
} satisfies TenantConfigInput;
