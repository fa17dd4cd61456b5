import {
  AdminFamily,
  AdminFamilyLink,
  FamilyBookingBody,
  FamilyLinkCode,
  FamilyMember,
  FamilyPlaces,
  FamilyResponse,
  RedeemFamilyCode,
} from '../../src/api/contract/family.ts';
import * as v from 'valibot';
import { CancelBookingResponse, OfferAnswer, OfferAnswerResponse } from '../../src/api/contract/registration.ts';
import { BookingBlockedRefusal } from '../../src/api/contract/strikes.ts';
import { AdminMemberPage, AdminMemberQuery } from '../../src/api/contract/admin-members.ts';
import type { Operation } from './operation.ts';

const forWhom =
  'Acts for the member or their own dependants only: any other person (another family, unlinked, another club) ' +
  'answers 404 `itemNotFound`.';

/** Family accounts (issue 38): dependants, booking for them, the admin's links (server/routes/family.ts). */
export const operationsFamily: Operation[] = [
  {
    method: 'GET',
    pattern: '/user/family',
    summary: 'The own dependants and guardians',
    minRole: 'member',
    answers: { 200: FamilyResponse },
  },
  {
    method: 'POST',
    pattern: '/user/family',
    summary: 'Add a dependant with a one-time code the club issued',
    minRole: 'member',
    body: RedeemFamilyCode,
    answers: { 201: FamilyMember },
    refusals: { 404: ['familyCodeInvalid'], 409: ['familyAlreadyLinked', 'familyLinkNotAllowed'] },
  },
  {
    method: 'GET',
    pattern: '/user/registration/:trainingId/family',
    summary: "The own and the dependants' places in a class",
    minRole: 'member',
    answers: { 200: FamilyPlaces },
    refusals: { 404: ['classNotFound'] },
  },
  {
    method: 'POST',
    pattern: '/user/registration/:trainingId/family',
    summary: 'Book a class for oneself and/or dependants',
    description:
      `Each person is booked by their own rules; a rule's refusal is that person's \`refused\` place. With ` +
      '`together`, everyone gets a place or no one does: a group that does not fit waits as one entry of the waiting ' +
      "list (one position, the places' `groupId`); a person's refusal undoes the group, the others answer " +
      `\`notTogether\`. ${forWhom}`,
    minRole: 'member',
    body: FamilyBookingBody,
    answers: { 201: FamilyPlaces },
    refusals: { 404: ['classNotFound'] },
  },
  {
    method: 'DELETE',
    pattern: '/user/registration/:trainingId/family/:memberId',
    summary: "Cancel one's own or a dependant's place",
    description: `A place waiting (or offered) with a together-group takes the whole group off the waiting list. ${forWhom}`,
    minRole: 'member',
    answers: { 200: CancelBookingResponse },
    refusals: { 404: ['classNotFound'], 409: ['cancelingNotAllowed'] },
  },
  {
    method: 'POST',
    pattern: '/user/registration/:trainingId/family/:memberId/offer',
    summary: 'Accept or decline a place offered to oneself or a dependant',
    description: `A together-group has one offer: the answer is the whole group's. ${forWhom}`,
    minRole: 'member',
    body: OfferAnswer,
    answers: { 200: OfferAnswerResponse },
    refusals: { 404: ['classNotFound', 'itemNotFound'], 409: ['offerNotOpen', 'bookingBlocked'] },
    refusalBodies: { 409: v.partial(BookingBlockedRefusal) },
  },
  {
    method: 'GET',
    pattern: '/admin/members',
    summary: "A page of the club's members whose name, username, client code, e-mail or phone contains q",
    description: 'By last and first name; erased accounts are left out. Only this club’s members.',
    minRole: 'admin',
    query: AdminMemberQuery,
    answers: { 200: AdminMemberPage },
  },
  {
    method: 'GET',
    pattern: '/admin/member/:id/family',
    summary: "A member's guardians and dependants",
    minRole: 'admin',
    answers: { 200: AdminFamily },
  },
  {
    method: 'POST',
    pattern: '/admin/member/:id/family',
    summary: 'Link a dependant to the member',
    minRole: 'admin',
    body: AdminFamilyLink,
    answers: { 201: FamilyMember },
    refusals: { 409: ['familyAlreadyLinked', 'familyLinkNotAllowed'] },
  },
  {
    method: 'DELETE',
    pattern: '/admin/member/:id/family/:dependantId',
    summary: 'Unlink a dependant (the link stays on record)',
    minRole: 'admin',
    answers: { 204: null },
  },
  {
    method: 'POST',
    pattern: '/admin/member/:id/family-code',
    summary: 'Issue a one-time code that links this member to the guardian who enters it',
    minRole: 'admin',
    answers: { 201: FamilyLinkCode },
  },
];
