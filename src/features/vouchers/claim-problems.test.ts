import { describe, expect, it } from 'vitest';
import { claimProblems } from './claim-problems.ts';

describe('claimProblems', () => {
  it('requires a name and an e-mail', () => {
    expect(claimProblems({ id: 'V1', name: ' ', email: '' })).toEqual({ name: 'nameRequired', email: 'emailRequired' });
  });
  it('checks the e-mail', () => {
    expect(claimProblems({ id: 'V1', name: 'Mari', email: 'mari@' })).toEqual({ email: 'emailNotValid' });
  });
  it('accepts a complete claim', () => {
    expect(claimProblems({ id: 'V1', name: 'Mari Maasikas', email: 'mari@example.com' })).toEqual({});
  });
});
