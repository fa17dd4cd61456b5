import type { I18n, MessageDescriptor } from '@lingui/core';

/** A docs/behaviour.md#messages `.withCount` success message with its count filled in. */
export function countText(i18n: I18n, descriptor: MessageDescriptor, count: number): string {
  const { id, message } = descriptor;
  return i18n._(id, { count }, { message });
}
