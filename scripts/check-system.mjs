// The first step of `npm test`: installs the npm dependencies if needed, then checks the system packages
// the tests use (Debian's browsers, a display for WebKit, PostgreSQL's binaries, nginx) and, if one is missing,
// stops with the one command that installs them rather than failing later with a stranger message.
import { existsSync, readdirSync } from 'node:fs';
import { ensureDependencies } from './ensure-dependencies.mjs';

ensureDependencies();

const postgresBins = () =>
  (process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []
  ).some((bin) => existsSync(`${bin}/postgres`));

/** In the order the test steps need them: the Chromium suite, then Firefox, then WebKit. */
const needs = [
  { what: 'Chromium (the end-to-end suite)', package: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  {
    what: "PostgreSQL's binaries (the outage test)",
    package: 'postgresql',
    present: () => process.env.SKIP_POSTGRES_OUTAGE_TEST === '1' || postgresBins(),
  },
  {
    what: 'nginx (the test of two server processes behind it)',
    package: 'nginx',
    present: () => process.env.SKIP_NGINX_TEST === '1' || existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx'),
  },
  {
    what: 'Firefox ESR (the Firefox journeys)',
    package: 'firefox-esr',
    present: () => existsSync('/usr/bin/firefox-esr'),
  },
  {
    what: "WebKitGTK's MiniBrowser (the WebKit journeys)",
    package: 'libwebkit2gtk-4.1-0',
    present: () => existsSync('/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'),
  },
  {
    what: 'WebKitWebDriver (the WebKit journeys)',
    package: 'webkit2gtk-driver',
    present: () => existsSync('/usr/bin/WebKitWebDriver'),
  },
  { what: 'Xvfb, a display for WebKit', package: 'xvfb', present: () => existsSync('/usr/bin/Xvfb') },
  {
    what: 'libfaketime (the WebKit journeys read the pinned clock)',
    package: 'faketime',
    present: () => existsSync('/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'),
  },
];

const missing = needs.filter((need) => !need.present());
if (missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.error(
    `npm test needs ${missing[0].what}, from Debian's package ${missing[0].package}${missing.length > 1 ? `, and ${missing.length - 1} more` : ''}. Install with:\n`,
  );
  console.error(
    `  ${sudo}apt-get update && ${sudo}apt-get install -y ${missing.map((need) => need.package).join(' ')}\n`,
  );
  process.exit(1);
}
