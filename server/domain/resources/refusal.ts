import type { AvailabilityConflict } from '../../../src/api/contract/admin.ts';
import type { FutureClass, ResourceErrorKey } from '../../../src/api/contract/admin-resources.ts';

/**
 * A write the rules refuse with more than a key (the classes in the way, the clashes): the domain
 * returns it and the route answers `{ errors: [key], code: status, …extra }` with that status.
 */
export type Refusal = {
  refused: ResourceErrorKey | 'trainerNotAvailable';
  status: 400 | 409;
  classes?: FutureClass[];
  conflicts?: AvailabilityConflict[];
};

export const refuse = (
  refused: Refusal['refused'],
  status: Refusal['status'],
  extra: Pick<Refusal, 'classes' | 'conflicts'> = {},
): Refusal => ({
  refused,
  status,
  ...extra,
});

export const isRefusal = (value: object): value is Refusal => 'refused' in value;

/** Thrown inside a transaction: rolls it back and carries the refusal out of it (see refusalOf). */
export class RefusedInTransaction extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.refused);
  }
}

/** `.catch(refusalOf)` after a transaction: its refusal as a value, any other error rethrown. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof RefusedInTransaction) return error.refusal;
  throw error;
}
