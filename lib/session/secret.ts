import 'server-only';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { serverEnv } from '../env/server.ts';

let cached: string | undefined;

/**
 * SESSION_SECRET, or for the sandbox demo (where it may be unset) a random secret kept in the data
 * directory so that logins survive a restart. The env schema requires it with a real API.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const env = serverEnv();
  if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET);
  const file = join(env.SANDBOX_DATA_DIR, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(env.SANDBOX_DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return (cached = readFileSync(file, 'utf8').trim());
}
