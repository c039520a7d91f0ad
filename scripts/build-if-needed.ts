import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

/** What a production build depends on; a change to any of these means `next build` must run again. */
const INPUTS = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'instrumentation-client.ts', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
const FINGERPRINT_FILE = join(DIST_DIR, 'source-fingerprint');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

export function sourceFingerprint(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(root, input))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  // NEXT_PUBLIC_* values are inlined into the client bundle at build time.
  for (const [key, value] of Object.entries(process.env).filter(([key]) => key.startsWith('NEXT_PUBLIC_')).sort()) {
    hash.update(`${key}=${value}\0`);
  }
  return hash.digest('hex');
}

/** Runs `next build` unless the last build was made from exactly these sources. */
export function buildIfNeeded(options: { quiet?: boolean } = {}): void {
  const fingerprint = sourceFingerprint();
  const built = existsSync(join(DIST_DIR, 'BUILD_ID')) && existsSync(FINGERPRINT_FILE) && readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint;
  if (built) {
    if (!options.quiet) console.log('Build is up to date.');
    return;
  }
  console.log('Building the storefront (next build)…');
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('next build failed.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(FINGERPRINT_FILE, fingerprint);
}
