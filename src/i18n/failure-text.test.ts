import { afterAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/api-failure.ts';
import { activateLanguage, i18n } from './i18n.ts';
import { failureText } from './error-messages.ts';

const throttled = (seconds: number) =>
  new ApiFailure('http', { status: 429, key: 'tooManyAttempts', retryAfterSeconds: seconds });

describe('the text of a throttled request', () => {
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('says how long to wait, in seconds or whole minutes', () => {
    expect(failureText(throttled(2))).toBe('Too many attempts. Please try again in 2 seconds');
    expect(failureText(throttled(1))).toBe('Too many attempts. Please try again in 1 second');
    expect(failureText(throttled(900))).toBe('Too many attempts. Please try again in 15 minutes');
  });

  it('says it in Estonian and Latvian too', async () => {
    await activateLanguage('et');
    expect(failureText(throttled(2))).toBe('Liiga palju katseid. Proovige uuesti 2 sekundi pärast');
    await activateLanguage('lv');
    expect(failureText(throttled(21))).toBe('Pārāk daudz mēģinājumu. Mēģiniet vēlreiz pēc 21 sekundes');
    expect(failureText(throttled(600))).toBe('Pārāk daudz mēģinājumu. Mēģiniet vēlreiz pēc 10 minūtēm');
  });
});
