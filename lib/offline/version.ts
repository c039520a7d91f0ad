import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let version: string | undefined;

/**
 * The build id, which versions the offline worker and its cache: each deployment starts a fresh
 * cache, so old chunks do not pile up. `next dev` and tests have no build: 'dev'.
 */
export function offlineVersion(): string {
  if (version === undefined) {
    try {
      const file = join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
      version = readFileSync(file, 'utf8').trim() || 'dev';
    } catch {
      version = 'dev';
    }
  }
  return version;
}

/** The time of this render, shown offline as "Tickets as of …". */
export const renderStamp = (): string => new Date().toISOString();
