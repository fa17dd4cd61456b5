import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountStatusCode } from '../../../api/contract/profile.ts';

/*
 * SPEC.md §4 account status codes as words. The same source texts as the profile screen's (so the
 * same catalog entries); a feature may not import another feature's module.
 */
export const clientStatusTexts: Record<AccountStatusCode, MessageDescriptor> = {
  0: msg`Normal`,
  1: msg`Blocked`,
  2: msg`Stopped`,
  3: msg`Bad debt`,
  4: msg`Ended`,
  5: msg`Closed (debt collection)`,
  6: msg`Debt`,
};
