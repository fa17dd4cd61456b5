import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VoucherState } from '../../api/contract/voucher.ts';

export const voucherStateLabels: Record<VoucherState, MessageDescriptor> = {
  active: msg`Active`,
  used: msg`Used`,
  expired: msg`Expired`,
  notYetValid: msg`Not yet valid`,
};

export const voucherStateColors = {
  active: 'success',
  used: 'informative',
  expired: 'danger',
  notYetValid: 'warning',
} as const satisfies Record<VoucherState, string>;
