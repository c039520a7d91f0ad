import type { SandboxContext } from '../context.ts';
import type { SandboxCollections } from '../collections.ts';
import { notFound } from '../http/errors.ts';
import { secretsMatch } from './checkouts.ts';

/** The collections whose documents carry a secret. */
type Secured = { [K in keyof SandboxCollections]: 'secret' extends keyof SandboxCollections[K] ? K : never }[keyof SandboxCollections];

/**
 * A document read by its id and secret, the capability a holder gets by link (spec 02 §6). An
 * unknown id and a wrong or missing secret (compared in constant time) get the same 404, so the
 * answer never confirms that an id exists.
 */
export function documentBySecret<K extends Secured>(ctx: SandboxContext, collection: K, id: string, secret: string | undefined, what: string): SandboxCollections[K] {
  const doc = ctx.store.get(collection, id);
  // The key exists on every Secured type; TypeScript cannot see that through the generic index.
  if (!doc || !secretsMatch((doc as { secret?: string | null | undefined }).secret ?? undefined, secret)) throw notFound(what);
  return doc;
}
