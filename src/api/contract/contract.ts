import * as v from 'valibot';
import { Id } from './id.ts';
import { pageOf } from './paging.ts';
import { Cents, IsoDate } from './wire-formats.ts';

/** docs/behaviour.md#sessions-accounts-and-states: valid (end date today or later, or none), archived (ended before today). */
export const ContractState = v.picklist(['valid', 'archived']);
export type ContractState = v.InferOutput<typeof ContractState>;

export const Contract = v.object({
  id: Id,
  number: v.string(),
  createdDate: IsoDate,
  /** null: termless. */
  endDate: v.nullable(IsoDate),
  packageName: v.string(),
  packagePriceCents: Cents,
  validity: v.string(),
  /** A pass of so many visits: how many it gave and how many are left; null when not counted in visits. */
  visits: v.nullable(v.object({ total: v.number(), left: v.number() })),
  state: ContractState,
});
export type Contract = v.InferOutput<typeof Contract>;

/** GET /user/contract?cursor&limit: a page, latest end first (termless, so every valid one, before archived). */
export const ContractPage = pageOf(Contract);
export type ContractPage = v.InferOutput<typeof ContractPage>;
