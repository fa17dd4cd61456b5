import * as v from 'valibot';

/** DESIGN.md §5 tenant ids; each has a folder under tenants/. */
export const tenantIds = [
  'default', 'activesport', 'watersports', 'restaurant', 'school', 'fitness', 'golden',
  'golden-viimsi', 'haapsalu', 'hiiumaa', 'healthcentre', 'kuressaare', 'swimminghall',
  'fitnessbrand', 'fitnessbrand-lv', 'gym', 'reval', 'reval-trainer', 'sparta', 'tennis', 'spa',
] as const;

export const TenantId = v.picklist(tenantIds);
export type TenantId = v.InferOutput<typeof TenantId>;

export const languages = ['et', 'en', 'lv'] as const;
export const Language = v.picklist(languages);
export type Language = v.InferOutput<typeof Language>;

export const API_PREFIX = '/api/0.1';
export const CLIENT_VERSION = '0.3.5';
