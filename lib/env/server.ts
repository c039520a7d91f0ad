import 'server-only';
import { parseServerEnv, type ServerEnv } from './schema.ts';

let cached: ServerEnv | undefined;

/** The parsed server environment; throws an EnvError naming the variable on a wrong value. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

export function usesSandbox(): boolean {
  return serverEnv().TICKETING_API_URL === undefined;
}
