import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';

// Components render with source-language texts in tests; catalogs are checked separately.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  localStorage.clear();
});
