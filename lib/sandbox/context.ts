import type { DatabaseSync } from 'node:sqlite';
import type { DocumentStore } from './db/documents.ts';
import type { SandboxCollections } from './collections.ts';
import type { CatalogChange } from '../cache/catalog-change.ts';

export type SandboxStore = DocumentStore<SandboxCollections>;

/** What every sandbox route gets: the store, the clock (tests pin it) and the caller's identity. */
export interface SandboxContext {
  store: SandboxStore;
  db: DatabaseSync;
  now: () => Date;
  /** Tells the storefront that public catalogue data changed (lib/sandbox/catalog-notifier.ts); absent: nobody listens. */
  notify?: (change: CatalogChange) => void;
}
