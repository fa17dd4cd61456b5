import type { Contract } from '../../api/contract/contract.ts';

/**
 * docs/behaviour.md#sessions-accounts-and-states: valid when the end date is today or later, or missing (termless); archived when it is
 * earlier than today. Decided on the device from `today` so a cached list stays right offline.
 */
export function isContractValid(contract: Pick<Contract, 'endDate'>, today: string): boolean {
  return contract.endDate === null || contract.endDate >= today;
}

export function splitContracts<C extends Pick<Contract, 'endDate'>>(contracts: readonly C[], today: string) {
  const valid: C[] = [];
  const archived: C[] = [];
  for (const contract of contracts) (isContractValid(contract, today) ? valid : archived).push(contract);
  return { valid, archived };
}
