/**
 * In-process news that catalogue tags were revalidated, from the webhook's route handler to the
 * server's page cache (server/page-cache.ts, ADR 0042). Next bundles the route handler, so it and
 * the server hold separate copies of this module; the listeners live on globalThis under a
 * registered symbol, which both copies share.
 */
type Listener = () => void;

const KEY = Symbol.for('storefront.catalogRevalidated');

function listeners(): Set<Listener> {
  const holder = globalThis as { [KEY]?: Set<Listener> };
  holder[KEY] ??= new Set();
  return holder[KEY];
}

/** Calls `listener` after every revalidation in this process; returns the function that stops it. */
export function onCatalogRevalidated(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function catalogRevalidated(): void {
  for (const listener of listeners()) listener();
}
