import { describe, expect, it } from 'vitest';
import { entryCodeTitle, type EntryCode } from '../../api/contract/card.ts';
import { ownCodesNamed } from './own-codes-named.ts';

const code = (name: string, holder?: string): EntryCode => ({
  code: `C-${name}-${holder ?? 'own'}`,
  name,
  validUntil: null,
  access: 'allowed',
  ...(holder === undefined ? {} : { holder }),
});

describe('the member’s own codes beside their family’s', () => {
  it('names the member on their own codes when a dependant’s code is on the page', () => {
    const titles = ownCodesNamed([code('Club card'), code('Club card', 'Lenna Lepp')], 'Maris Lepp').map(
      entryCodeTitle,
    );
    expect(titles).toEqual(['Maris Lepp · Club card', 'Lenna Lepp · Club card']);
  });

  it('leaves a member without a family, or whose name is not known yet, as they were', () => {
    const alone = [code('Club card'), code('Sauna')];
    expect(ownCodesNamed(alone, 'Maris Lepp')).toBe(alone);
    const family = [code('Club card'), code('Club card', 'Lenna Lepp')];
    expect(ownCodesNamed(family, undefined).map(entryCodeTitle)).toEqual(['Club card', 'Lenna Lepp · Club card']);
  });
});
