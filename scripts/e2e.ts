import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.ts';
import { ensureChromium } from './chromium.ts';

/** `npm run test:e2e`: a browser, an up-to-date build, then the Playwright journeys. */
const chromium = ensureChromium();
buildIfNeeded();
// Only this port's old data: parallel runs on other ports keep theirs.
rmSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}`, { recursive: true, force: true });

const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
