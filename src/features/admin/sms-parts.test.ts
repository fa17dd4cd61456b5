import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-parts.ts';

describe('SMS parts', () => {
  it('counts GSM-7 text in parts of 160, extension characters twice', () => {
    expect(smsLength('')).toMatchObject({ encoding: 'gsm7', units: 0, parts: 0 });
    expect(smsLength('x'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('x'.repeat(161))).toMatchObject({ parts: 2 });
    expect(smsLength('Price 5€ [new]')).toMatchObject({ encoding: 'gsm7', units: 17 });
  });

  it('counts other text (Estonian õ, Latvian ā) in parts of 70', () => {
    expect(smsLength('Tõmbluste tund')).toMatchObject({ encoding: 'ucs2', units: 14, perPart: 70, parts: 1 });
    expect(smsLength('ā'.repeat(71))).toMatchObject({ encoding: 'ucs2', parts: 2 });
  });
});
