import 'server-only';
import { serverEnv } from '../env/server.ts';
import { sessionSecretOf } from './secret-file.ts';

let cached: string | undefined;

/** The secret the session cookie is sealed with (lib/session/secret-file.ts says where it comes from). */
export function sessionSecret(): string {
  cached ??= sessionSecretOf(serverEnv());
  return cached;
}
