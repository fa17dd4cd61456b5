import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountStatusCode } from '../../api/contract/profile.ts';

/** SPEC.md §4 account status codes 0–6 as words. */
export const accountStatusTexts: Record<AccountStatusCode, MessageDescriptor> = {
  0: msg`Normal`,
  1: msg`Blocked`,
  2: msg`Stopped`,
  3: msg`Bad debt`,
  4: msg`Ended`,
  5: msg`Closed (debt collection)`,
  6: msg`Debt`,
};
