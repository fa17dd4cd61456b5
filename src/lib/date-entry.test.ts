import { describe, expect, it } from 'vitest';
import { formatDateEntry, parseDateEntry } from './date-entry.ts';

describe('dates typed in the app language', () => {
  it("writes a date in the language's order and separators", () => {
    expect(formatDateEntry('2026-11-02', 'et')).toBe('02.11.2026');
    expect(formatDateEntry('2026-11-02', 'en')).toBe('02/11/2026');
    expect(formatDateEntry('2026-11-02', 'lv')).toMatch(/^02\.11\.2026\.?$/);
    expect(formatDateEntry('', 'et')).toBe('');
  });

  it('reads what the member types back, with short fields and any separator, and refuses dates that do not exist', () => {
    expect(parseDateEntry('2.11.2026', 'et')).toBe('2026-11-02');
    expect(parseDateEntry('02/11/2026', 'en')).toBe('2026-11-02');
    expect(parseDateEntry('02.11.2026.', 'lv')).toBe('2026-11-02');
    expect(parseDateEntry(formatDateEntry('2026-02-28', 'lv'), 'lv')).toBe('2026-02-28');
    expect(parseDateEntry('31.02.2026', 'et')).toBeNull();
    expect(parseDateEntry('1.1.26', 'et')).toBeNull();
    expect(parseDateEntry('yesterday', 'en')).toBeNull();
  });
});
