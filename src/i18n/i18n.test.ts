import { afterAll, describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { activateLanguage, i18n, loadRestOfCatalog } from './i18n.ts';

const logIn = generateMessageId('Log in'); // the login screen: first part
const classChanged = generateMessageId('Class changed'); // the admin's outbox: the rest

describe('the catalog in two parts', () => {
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('shows the first screens’ texts at once, the rest once a screen asked for them, in every later language', async () => {
    await activateLanguage('et');
    expect(i18n._(logIn)).toBe('Logi sisse');
    expect(i18n._(classChanged)).not.toBe('Tund muutus');
    await loadRestOfCatalog();
    expect(i18n._(classChanged)).toBe('Tund muutus');
    await activateLanguage('lv');
    expect(i18n._(classChanged)).toBe('Nodarbība mainīta');
  });

  it('ends on the language chosen last when choices overlap', async () => {
    const first = activateLanguage('en');
    const last = activateLanguage('et');
    await Promise.all([first, last]);
    expect(i18n.locale).toBe('et');
    expect(i18n._(classChanged)).toBe('Tund muutus');
  });
});
