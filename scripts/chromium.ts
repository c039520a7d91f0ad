import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEFAULT_PATH = '/usr/bin/chromium';

/**
 * The Chromium the Playwright journeys run in: PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium.
 * On Debian as root a missing browser is installed with apt-get; anywhere else we stop and say how
 * to get one (Playwright's own browser download is not used: it is unavailable on many CI hosts).
 */
export function ensureChromium(): string {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    fail(`PLAYWRIGHT_CHROMIUM_PATH points to ${configured}, which does not exist.`);
  }
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;

  const debian = existsSync('/etc/debian_version');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (debian && root) {
    console.log('Chromium is missing; installing the Debian package (apt-get install chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
    fail('apt-get could not install chromium.');
  }
  fail('No Chromium found at /usr/bin/chromium.');
}

function fail(reason: string): never {
  console.error(
    `${reason}\nThe Playwright journeys need a Chromium binary. Either:\n` +
      '  - on Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium), or\n' +
      '  - set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome executable you already have.',
  );
  process.exit(1);
}
