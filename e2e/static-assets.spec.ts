import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Every script and stylesheet a page asks for exists (issue 15: each account page preloaded a
 * chunk that answered 404, listed by next/dynamic's loadable manifest but never written).
 */

function loadableManifests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return loadableManifests(path);
    return name === 'react-loadable-manifest.json' ? [path] : [];
  });
}

test('every chunk a loadable manifest names was built', () => {
  const manifests = loadableManifests(join(process.cwd(), '.next', 'server', 'app'));
  expect(manifests.length).toBeGreaterThan(0);
  const missing = manifests.flatMap((manifest) => {
    const entries = Object.values(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { files: string[] }>);
    return entries.flatMap((entry) => entry.files.filter((file) => !existsSync(join(process.cwd(), '.next', file))).map((file) => `${manifest}: ${file}`));
  });
  expect(missing).toEqual([]);
});

for (const path of ['/riverside-live/account/tickets', '/riverside-live/account/transactions', '/riverside-live', '/riverside-live/checkout/evt_riverside_jazz']) {
  test(`${path} asks for no missing asset, logged out`, async ({ page }) => {
    const broken: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/_next/')) broken.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    expect(broken).toEqual([]);
  });
}
