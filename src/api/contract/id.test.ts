import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Id, IdSearchValue, IdString, MAX_ID, isId, parseId } from './id.ts';

describe('parseId (the one reading of an id, server and app)', () => {
  it('reads plain digits as the id', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses every other way of writing a number', () => {
    for (const text of [
      '',
      '0',
      '042',
      '-1',
      '+1',
      '4.2',
      '4.0',
      '1e3',
      '0x10',
      ' 42',
      '42 ',
      '4 2',
      '٤٢',
      'Infinity',
      'NaN',
      'abc',
    ]) {
      expect(parseId(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('refuses ids beyond the database integer, however written', () => {
    expect(parseId(String(MAX_ID + 1))).toBeUndefined();
    expect(parseId('9999999999')).toBeUndefined();
    expect(parseId('99999999999999999999')).toBeUndefined();
  });

  it('gives the schemas the same answers', () => {
    expect(v.parse(IdString, '42')).toBe(42);
    expect(v.is(IdString, '042')).toBe(false);
    expect(v.is(IdString, String(MAX_ID + 1))).toBe(false);
    expect(v.is(Id, MAX_ID)).toBe(true);
    expect(v.is(Id, MAX_ID + 1)).toBe(false);
    expect(isId(1.5)).toBe(false);
    expect(isId(0)).toBe(false);
  });

  it('takes a search value as the router hands it: a number, or a quoted text', () => {
    expect(v.parse(IdSearchValue, 3)).toBe(3);
    expect(v.parse(IdSearchValue, '3')).toBe(3);
    expect(v.is(IdSearchValue, 0)).toBe(false);
    expect(v.is(IdSearchValue, '03')).toBe(false);
    expect(v.is(IdSearchValue, 2.5)).toBe(false);
  });
});
