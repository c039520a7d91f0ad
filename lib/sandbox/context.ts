import type { DatabaseSync } from 'node:sqlite';
import type { DocumentStore } from './db/documents.ts';
import type { SandboxCollections } from './collections.ts';

export type SandboxStore = DocumentStore<SandboxCollections>;

/** What every sandbox route gets: the store, the clock (tests pin it) and the caller's identity. */
export interface SandboxContext {
  store: SandboxStore;
  db: DatabaseSync;
  now: () => Date;
}
