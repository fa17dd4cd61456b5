import { describe, expect, it } from 'vitest';
import { readDateInput, readingValue, readTimeInput } from './native-inputs.ts';

describe('a native date input, read the same in every engine', () => {
  it("takes the wire format 'YYYY-MM-DD' (what every picker gives), trimmed", () => {
    expect(readDateInput('2026-11-24')).toEqual({ kind: 'set', value: '2026-11-24' });
    expect(readDateInput(' 2026-02-28 ')).toEqual({ kind: 'set', value: '2026-02-28' });
  });

  it("treats '' (iOS while a field is half set, a cleared field) as not set", () => {
    expect(readDateInput('')).toEqual({ kind: 'empty' });
    expect(readDateInput('   ')).toEqual({ kind: 'empty' });
    expect(readDateInput(undefined)).toEqual({ kind: 'empty' });
  });

  it('refuses free text (old desktop Safari had no picker) and dates that do not exist, without an Invalid Date', () => {
    for (const text of [
      '24.11.2026',
      '11/24/2026',
      'tomorrow',
      '2026-02-30',
      '2026-13-01',
      '2026-1-5',
      '+002026-11-24',
    ]) {
      expect(readDateInput(text), text).toEqual({ kind: 'invalid' });
    }
  });
});

describe('a native time input, read the same in every engine', () => {
  it("takes 'HH:MM' on the 24-hour clock", () => {
    expect(readTimeInput('18:30')).toEqual({ kind: 'set', value: '18:30' });
    expect(readTimeInput('00:00')).toEqual({ kind: 'set', value: '00:00' });
    expect(readTimeInput('23:59')).toEqual({ kind: 'set', value: '23:59' });
  });

  it('accepts seconds and milliseconds (a step under a minute) and drops them', () => {
    expect(readTimeInput('18:30:15')).toEqual({ kind: 'set', value: '18:30' });
    expect(readTimeInput('07:05:00.250')).toEqual({ kind: 'set', value: '07:05' });
  });

  it("treats '' as not set and anything else as invalid", () => {
    expect(readTimeInput('')).toEqual({ kind: 'empty' });
    for (const text of ['6 pm', '6:30', '24:00', '18:60', '18:30:61', '18.30', 'T18:30']) {
      expect(readTimeInput(text), text).toEqual({ kind: 'invalid' });
    }
  });

  it("gives '' for a value that is not set", () => {
    expect(readingValue(readTimeInput('9:00'))).toBe('');
    expect(readingValue(readTimeInput('09:00:59'))).toBe('09:00');
  });
});
