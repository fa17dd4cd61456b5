import * as v from 'valibot';

/** docs/behaviour.md#records-and-local-state page rules; every flag defaults to false. */
export const PageRules = v.object({
  login: v.optional(v.object({ isEmail: v.optional(v.boolean(), false) }), { isEmail: false }),
  menu: v.optional(
    v.object({
      isInvoiceHidden: v.optional(v.boolean(), false),
      isLanguageHidden: v.optional(v.boolean(), false),
    }),
    { isInvoiceHidden: false, isLanguageHidden: false },
  ),
  notification: v.optional(v.object({ isSmsHidden: v.optional(v.boolean(), false) }), { isSmsHidden: false }),
});
export type PageRules = v.InferOutput<typeof PageRules>;
export const defaultPageRules: PageRules = v.parse(PageRules, {});
