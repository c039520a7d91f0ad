import type { SandboxCollections, StoredEvent } from '../collections.ts';
import type { SandboxStore } from '../context.ts';
import type { DocumentKeys } from '../db/documents.ts';

/**
 * The demo documents are built in memory first (a seed batch), then written in one go. Building
 * first lets later parts of the seed read earlier ones (Sam's orders fill events up to a target
 * count after Alex's tickets are known) and lets a transfer or resale mark tickets as it happens.
 */

export type Collection = keyof SandboxCollections;

export interface SeedEntry<K extends Collection> {
  doc: SandboxCollections[K];
  /** The indexed columns the sandbox filters on (customer for "my …" lists, event for capacity, date for ordering). */
  keys: DocumentKeys;
}

export type SeedBatch = { [K in Collection]?: SeedEntry<K>[] };

/** What the builders need: the seeding instant and the demo events, by id. */
export interface SeedWorld {
  now: Date;
  event: (id: string) => StoredEvent;
}

export function seedWorld(now: Date, events: readonly StoredEvent[]): SeedWorld {
  const byId = new Map(events.map((event) => [event._id, event]));
  return {
    now,
    event: (id) => {
      const event = byId.get(id);
      if (!event) throw new Error(`demo seed: unknown event ${id}`);
      return event;
    },
  };
}

export function add<K extends Collection>(batch: SeedBatch, collection: K, doc: SandboxCollections[K], keys: DocumentKeys): SandboxCollections[K] {
  const entries: SeedEntry<K>[] = batch[collection] ?? [];
  entries.push({ doc, keys });
  // A mapped type indexed by a generic key cannot be assigned through; this is the same slot.
  (batch as Record<K, SeedEntry<K>[] | undefined>)[collection] = entries;
  return doc;
}

export function docs<K extends Collection>(batch: SeedBatch, collection: K): SandboxCollections[K][] {
  const entries: SeedEntry<K>[] = batch[collection] ?? [];
  return entries.map((entry) => entry.doc);
}

export function find<K extends Collection>(batch: SeedBatch, collection: K, id: string): SandboxCollections[K] {
  const entries: SeedEntry<K>[] = batch[collection] ?? [];
  const entry = entries.find((candidate) => candidate.doc._id === id);
  if (!entry) throw new Error(`demo seed: no ${collection} document ${id}`);
  return entry.doc;
}

/** Replaces a document of the batch by `change(document)`; its keys stay. */
export function replace<K extends Collection>(
  batch: SeedBatch,
  collection: K,
  id: string,
  change: (doc: SandboxCollections[K]) => SandboxCollections[K],
): SandboxCollections[K] {
  const entries: SeedEntry<K>[] = batch[collection] ?? [];
  const entry = entries.find((candidate) => candidate.doc._id === id);
  if (!entry) throw new Error(`demo seed: no ${collection} document ${id}`);
  entry.doc = change(entry.doc);
  return entry.doc;
}

/** Several batches as one (they must not share ids). */
export function merge(...batches: readonly SeedBatch[]): SeedBatch {
  const merged: SeedBatch = {};
  for (const batch of batches) {
    for (const collection of Object.keys(batch) as Collection[]) appendEntries(merged, collection, batch[collection] ?? []);
  }
  return merged;
}

function appendEntries<K extends Collection>(target: SeedBatch, collection: K, entries: readonly SeedEntry<K>[]): void {
  for (const entry of entries) add(target, collection, entry.doc, entry.keys);
}

/** Writes every document of the batch; a repeated id is a bug in the seed, not an update. */
export function writeBatch(store: SandboxStore, batch: SeedBatch): number {
  let written = 0;
  for (const collection of Object.keys(batch) as Collection[]) written += writeEntries(store, collection, batch[collection] ?? []);
  return written;
}

function writeEntries<K extends Collection>(store: SandboxStore, collection: K, entries: readonly SeedEntry<K>[]): number {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.doc._id)) throw new Error(`demo seed: ${collection} ${entry.doc._id} is seeded twice`);
    seen.add(entry.doc._id);
    store.put(collection, entry.doc, entry.keys);
  }
  return entries.length;
}
