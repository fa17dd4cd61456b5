import type { Page } from '@playwright/test';
import { expect, test, demoUsers, type Credentials } from './fixtures.ts';
import { measureDesignRules } from './design-measure.ts';

/*
 * Issue 36 point 10: the design system's measurable rules (src/ui/README.md) on every main page of every role, on
 * the narrowest phone we design for (360 px): no sideways scroll, visible text at least 12 px, visible controls
 * outside running text at least 44×44 CSS px. A failure names each offending element with its text.
 */

const tenant = 'reval';
const pages = {
  visitor: ['/login', '/public', '/public/vouchers?id=PUB-2001', '/tickets?id=T-3001'],
  member: ['/', '/calendar', '/workouts', '/entry', '/contracts', '/invoices', '/vouchers', '/profile'],
  trainer: ['/', '/trainer-calendar', '/personal-trainings', '/scanner'],
  admin: [
    '/admin-calendar',
    '/admin-rooms',
    '/admin-trainers',
    '/admin-rooms-week',
    '/admin-outbox',
    '/admin-waiting-list',
    '/admin-strikes',
    '/admin-standing',
    '/admin-privacy',
    '/admin-audit',
    '/admin-families',
    '/admin-api-keys',
  ],
} as const;
const users: Record<Exclude<keyof typeof pages, 'visitor'>, Credentials> = {
  member: { tenant, ...demoUsers.member },
  trainer: { tenant, ...demoUsers.trainer },
  admin: { tenant, ...demoUsers.admin },
};

test.use({ viewport: { width: 360, height: 780 } });
// A phone's rules, measured once, on the phone project.
test.skip(({ isMobile }) => !isMobile, 'measured at phone width in the narrow project');
// The scanner asks for a camera the test browser does not have: its message is part of the page.
test.use({ allowedConsoleErrors: [/camera|NotFoundError|Requested device not found/i] });

async function findingsOn(page: Page, url: string, path: string): Promise<string[]> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return (await measureDesignRules(page)).map((finding) => `${path} ${finding}`);
}

for (const role of Object.keys(pages) as (keyof typeof pages)[]) {
  test(`the ${role}'s pages keep the design rules at 360 px`, async ({ page, login, tenantUrl }) => {
    test.setTimeout(120_000);
    if (role !== 'visitor') await login(page, users[role]);
    const findings: string[] = [];
    for (const path of pages[role]) findings.push(...(await findingsOn(page, tenantUrl(tenant, path), path)));
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
