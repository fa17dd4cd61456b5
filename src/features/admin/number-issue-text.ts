import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What is wrong with a whole number the server refused: missing, or outside its bounds (named); none for no problem. */
export function numberIssueText(
  i18n: I18n,
  problem: 'required' | 'range' | undefined,
  { min, max }: { min: number; max: number },
): string | undefined {
  if (problem === undefined) return undefined;
  if (problem === 'required') return i18n._(msg`This field is required`);
  return i18n._(msg`Enter a whole number from ${min} to ${max}`);
}
