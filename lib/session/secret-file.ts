import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * SESSION_SECRET, or for the sandbox demo (where it may be unset) a random secret kept in the data
 * directory so that logins survive a restart. The env schema requires it with a real API. Without
 * `server-only`, because the proxy reads the session too (ADR 0038).
 */
export function sessionSecretOf(env: { SESSION_SECRET?: string | undefined; SANDBOX_DATA_DIR: string }): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(env.SANDBOX_DATA_DIR, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(env.SANDBOX_DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process (the second instance, the proxy) wrote it first: theirs is the one.
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
