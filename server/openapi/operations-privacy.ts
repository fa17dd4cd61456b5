import {
  ErasureQueue,
  ErasureRequestBody,
  ErasureState,
  MemberDataExport,
  PrivacySettings,
  PrivacySettingsBody,
} from '../../src/api/contract/member-data.ts';
import { PublicPrivacyNotice, SmsNoticesChoice } from '../../src/api/contract/consent.ts';
import type { Operation } from './operation.ts';

const exportDescription =
  'Everything the club holds about the member, in the format described by docs/data-export.md. ' +
  'Limited per member, whoever asks: 10 within an hour, then one every few minutes.';

/** The member's data export and erasure request, and the admin's side (route-table-privacy.ts). */
export const operationsPrivacy: Operation[] = [
  {
    method: 'GET',
    pattern: '/public/privacy',
    summary: "The club's privacy notice: the club as controller, its contact and the retention it set",
    description:
      'Retention: erasureAfterDays (null: when an admin confirms), smsOutboxDays, inactiveAccountMonths (null: never), ' +
      'invoiceYears (the law). pushConsentVersion and smsConsentVersion are the versions of the push and SMS consent texts the app shows now.',
    minRole: 'anonymous',
    answers: { 200: PublicPrivacyNotice },
  },
  {
    method: 'GET',
    pattern: '/user/account/sms-notices',
    summary: "The member's SMS notices setting: whether the club may text them notices",
    description:
      'Allowed unless the member refused: the notices concern classes they booked and short notices of their club ' +
      '(legitimate interest, not marketing).',
    minRole: 'member',
    answers: { 200: SmsNoticesChoice },
  },
  {
    method: 'PUT',
    pattern: '/user/account/sms-notices',
    summary: 'Allow or refuse SMS notices',
    description:
      'A change is recorded as a consent given or withdrawn (channel sms) with its time and the version of the text ' +
      'shown (smsConsentVersion of GET /public/privacy). A member who refused gets no SMS; the app still shows every notice.',
    minRole: 'member',
    body: SmsNoticesChoice,
    answers: { 200: SmsNoticesChoice },
  },
  {
    method: 'GET',
    pattern: '/user/account/export',
    summary: "The member's own data, all of it",
    description: exportDescription,
    minRole: 'member',
    answers: { 200: MemberDataExport },
    throttled: true,
  },
  {
    method: 'GET',
    pattern: '/user/account/erasure',
    summary: "The member's open request to erase their account",
    minRole: 'member',
    answers: { 200: ErasureState },
  },
  {
    method: 'POST',
    pattern: '/user/account/erasure',
    summary: 'Ask to close and erase the account, confirmed with the password',
    description:
      "Due after the club's days (GET /admin/privacy), or when an admin confirms it. Asking again keeps the first " +
      'request. Staff accounts answer 409.',
    minRole: 'member',
    body: ErasureRequestBody,
    answers: { 201: ErasureState },
    refusals: { 400: ['passwordNotValid'], 409: ['actionNotAllowed'] },
    throttled: true,
  },
  {
    method: 'DELETE',
    pattern: '/user/account/erasure',
    summary: 'Withdraw the erasure request before it runs',
    minRole: 'member',
    answers: { 204: null },
  },
  {
    method: 'GET',
    pattern: '/admin/members/:id/export',
    summary: "A member's data, for a member who asks at the desk",
    description: exportDescription,
    minRole: 'admin',
    answers: { 200: MemberDataExport },
    throttled: true,
  },
  {
    method: 'GET',
    pattern: '/admin/erasures',
    summary: 'The open erasure requests, oldest first',
    minRole: 'admin',
    answers: { 200: ErasureQueue },
  },
  {
    method: 'POST',
    pattern: '/admin/erasures/:id/confirm',
    summary: 'Confirm an erasure request: the member is erased now',
    minRole: 'admin',
    answers: { 204: null },
  },
  {
    method: 'GET',
    pattern: '/admin/privacy',
    summary: "The club's privacy settings",
    minRole: 'admin',
    answers: { 200: PrivacySettings },
  },
  {
    method: 'PUT',
    pattern: '/admin/privacy',
    summary: "Save the club's privacy settings",
    minRole: 'admin',
    body: PrivacySettingsBody,
    answers: { 200: PrivacySettings },
  },
];
