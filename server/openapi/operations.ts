import { operationsAudit } from './operations-audit.ts';
import { operationsBooking } from './operations-booking.ts';
import { operationsClasses } from './operations-classes.ts';
import { operationsCore } from './operations-core.ts';
import { operationsFamily } from './operations-family.ts';
import { operationsPrivacy } from './operations-privacy.ts';
import { operationsResources } from './operations-resources.ts';
import { operationsWebhooks } from './operations-webhooks.ts';
import { operationsApiKeys } from './operations-api-keys.ts';
import type { Operation } from './operation.ts';

/** Every API route the document describes, in the route matrix's order. */
export const operations: Operation[] = [
  ...operationsCore,
  ...operationsResources,
  ...operationsBooking,
  ...operationsClasses,
  ...operationsAudit,
  ...operationsFamily,
  ...operationsWebhooks,
  ...operationsPrivacy,
  ...operationsApiKeys,
];
