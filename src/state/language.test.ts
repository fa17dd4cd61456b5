import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('language detection (docs/behaviour.md#users-clubs-and-languages)', () => {
  it('uses a supported stored choice, JSON or plain', () => {
    expect(detectLanguage('"lv"', 'club.ee')).toBe('lv');
    expect(detectLanguage('en', 'club.lv')).toBe('en');
  });

  it('falls back to the first supported language for an unsupported stored value', () => {
    expect(detectLanguage('"de"', 'club.lv')).toBe('et');
    expect(detectLanguage('{}', 'localhost')).toBe('et');
  });

  it('without a stored choice follows the host ending', () => {
    expect(detectLanguage(null, 'reval.example.ee')).toBe('et');
    expect(detectLanguage(null, 'fitness.example.lv:8443')).toBe('lv');
    expect(detectLanguage(null, 'CLUB.EE')).toBe('et');
    expect(detectLanguage(null, 'localhost:8080')).toBe('en');
    expect(detectLanguage(null, 'club.eesti.com')).toBe('en');
  });
});
