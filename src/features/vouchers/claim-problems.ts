import * as v from 'valibot';
import { VoucherClaimRequest } from '../../api/contract/voucher.ts';

/** The docs/behaviour.md#validation-and-server-errors rule each claim field breaks, from the contract's own schema (its messages are rule keys). */
export type ClaimProblem = 'nameRequired' | 'emailRequired' | 'emailNotValid';
export type ClaimProblems = { name?: ClaimProblem; email?: ClaimProblem };

const isClaimProblem = (key: string | undefined): key is ClaimProblem =>
  key === 'nameRequired' || key === 'emailRequired' || key === 'emailNotValid';

export function claimProblems(claim: { id: string; name: string; email: string }): ClaimProblems {
  const result = v.safeParse(VoucherClaimRequest, claim);
  if (result.success) return {};
  const nested = v.flatten<typeof VoucherClaimRequest>(result.issues).nested ?? {};
  const first = (field: 'name' | 'email') => {
    const key = nested[field]?.[0];
    return isClaimProblem(key) ? key : undefined;
  };
  const problems: ClaimProblems = {};
  const name = first('name');
  const email = first('email');
  if (name) problems.name = name;
  if (email) problems.email = email;
  return problems;
}
