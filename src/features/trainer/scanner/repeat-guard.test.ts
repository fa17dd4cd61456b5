import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeat-guard.ts';

describe('repeat guard', () => {
  it('lets a card through once within the window, again after it, and other cards at once', () => {
    let now = 0;
    const pass = createRepeatGuard(4000, () => now);
    expect(pass('A')).toBe(true);
    now = 1000;
    expect(pass('A')).toBe(false);
    expect(pass('B')).toBe(true);
    expect(pass('A')).toBe(true);
    now = 1500;
    expect(pass('A')).toBe(false);
    now = 6000;
    expect(pass('A')).toBe(true);
  });
});
