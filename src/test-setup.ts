import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';
import { getTenant } from '../tenants/registry.ts';
import { clubIdentityScript } from '../tenants/club-identity.ts';
import { trapConsoleErrors } from '../tests/console-error-trap.ts';

// The page's club, as the server writes it into index.html (src/shell/current-tenant.ts reads it).
document.head.insertAdjacentHTML('beforeend', clubIdentityScript(getTenant('default')));

// Components render with source-language texts in tests; catalogs are checked separately.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  localStorage.clear();
});

trapConsoleErrors();
