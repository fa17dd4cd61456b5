import { operationsBooking } from './operations-booking.ts';
import { operationsCore } from './operations-core.ts';
import { operationsPrivacy } from './operations-privacy.ts';
import { operationsResources } from './operations-resources.ts';
import type { Operation } from './operation.ts';

/** Every API route the document describes, in the route matrix's order. */
export const operations: Operation[] = [
  ...operationsCore,
  ...operationsResources,
  ...operationsBooking,
  ...operationsPrivacy,
];
