import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountStatusCode } from '../api/contract/profile.ts';

/** docs/behaviour.md#sessions-accounts-and-states account status codes 0–6 as words. */
export const accountStatusTexts: Record<AccountStatusCode, MessageDescriptor> = {
  0: msg`Normal`,
  1: msg`Blocked`,
  2: msg`Stopped`,
  3: msg`Bad debt`,
  4: msg`Ended`,
  5: msg`Closed (debt collection)`,
  6: msg`Debt`,
};

/** What each status means for the member (docs/behaviour.md#sessions-accounts-and-states), for the account status banner. */
export const accountStatusMeaning: Record<AccountStatusCode, MessageDescriptor> = {
  0: msg`Your account is in order.`,
  1: msg`Your account has been blocked by the club.`,
  2: msg`Your membership is stopped for now.`,
  3: msg`Your account has an unpaid debt that the club has written off as bad debt.`,
  4: msg`Your membership has ended.`,
  5: msg`Your account is closed and its debt has been passed to debt collection.`,
  6: msg`Your account has an unpaid debt.`,
};
