import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { inTransaction } from './open.ts';

/** The columns a document is indexed by, besides its collection and id. */
export interface DocumentKeys {
  sellerId?: string | undefined;
  customerId?: string | undefined;
  eventId?: string | undefined;
  createdAt?: string | undefined;
}

export interface ListOptions {
  order?: 'asc' | 'desc';
  top?: number;
  skip?: number;
}

export interface Page<T> {
  docs: T[];
  total: number;
}

type Identified = { _id: string };

/**
 * A small typed document store over the `documents` table. `Shape` maps each collection name to the
 * document type stored in it, so `store.get('tickets', id)` is typed as a ticket.
 */
export class DocumentStore<Shape extends { [K in keyof Shape]: Identified }> {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  get<K extends keyof Shape & string>(collection: K, id: string): Shape[K] | undefined {
    const row = this.db.prepare('SELECT body FROM documents WHERE collection = ? AND id = ?').get(collection, id);
    return row ? (JSON.parse(String(row.body)) as Shape[K]) : undefined;
  }

  /** Inserts or replaces a document. Keys not given keep their stored values on replace. */
  put<K extends keyof Shape & string>(collection: K, doc: Shape[K], keys: DocumentKeys = {}): Shape[K] {
    this.db
      .prepare(
        `INSERT INTO documents (collection, id, seller_id, customer_id, event_id, created_at, body)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (collection, id) DO UPDATE SET
           seller_id   = COALESCE(excluded.seller_id, documents.seller_id),
           customer_id = COALESCE(excluded.customer_id, documents.customer_id),
           event_id    = COALESCE(excluded.event_id, documents.event_id),
           body        = excluded.body`,
      )
      .run(
        collection,
        doc._id,
        keys.sellerId ?? null,
        keys.customerId ?? null,
        keys.eventId ?? null,
        keys.createdAt ?? new Date().toISOString(),
        JSON.stringify(doc),
      );
    return doc;
  }

  /** Applies `change` to the stored document inside a transaction; undefined when it does not exist. */
  update<K extends keyof Shape & string>(
    collection: K,
    id: string,
    change: (doc: Shape[K]) => Shape[K],
    keys: DocumentKeys = {},
  ): Shape[K] | undefined {
    return inTransaction(this.db, () => {
      const current = this.get(collection, id);
      if (!current) return undefined;
      return this.put(collection, change(current), keys);
    });
  }

  /** Moves a document to another customer (a transfer changes the holder, not the id). */
  reassign<K extends keyof Shape & string>(collection: K, id: string, customerId: string | null): void {
    this.db.prepare('UPDATE documents SET customer_id = ? WHERE collection = ? AND id = ?').run(customerId, collection, id);
  }

  delete<K extends keyof Shape & string>(collection: K, id: string): boolean {
    const result = this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?').run(collection, id);
    return Number(result.changes) > 0;
  }

  list<K extends keyof Shape & string>(
    collection: K,
    filter: Omit<DocumentKeys, 'createdAt'> & { ids?: readonly string[] } = {},
    options: ListOptions = {},
  ): Page<Shape[K]> {
    const where: string[] = ['collection = ?'];
    const params: SQLInputValue[] = [collection];
    if (filter.sellerId !== undefined) {
      where.push('seller_id = ?');
      params.push(filter.sellerId);
    }
    if (filter.customerId !== undefined) {
      where.push('customer_id = ?');
      params.push(filter.customerId);
    }
    if (filter.eventId !== undefined) {
      where.push('event_id = ?');
      params.push(filter.eventId);
    }
    if (filter.ids !== undefined) {
      if (filter.ids.length === 0) return { docs: [], total: 0 };
      where.push(`id IN (${filter.ids.map(() => '?').join(', ')})`);
      params.push(...filter.ids);
    }
    const clause = where.join(' AND ');
    const total = Number(this.db.prepare(`SELECT COUNT(*) AS n FROM documents WHERE ${clause}`).get(...params)?.n ?? 0);
    const order = options.order === 'desc' ? 'DESC' : 'ASC';
    const limit = options.top ?? -1;
    const offset = options.skip ?? 0;
    const rows = this.db
      .prepare(`SELECT body FROM documents WHERE ${clause} ORDER BY created_at ${order}, id ${order} LIMIT ? OFFSET ?`)
      .all(...params, limit, offset);
    return { docs: rows.map((row) => JSON.parse(String(row.body)) as Shape[K]), total };
  }

  /** Number of documents per event in a collection, for capacity accounting. */
  countByEvent<K extends keyof Shape & string>(collection: K, eventIds: readonly string[]): Map<string, number> {
    const counts = new Map<string, number>();
    if (eventIds.length === 0) return counts;
    const rows = this.db
      .prepare(
        `SELECT event_id, COUNT(*) AS n FROM documents
         WHERE collection = ? AND event_id IN (${eventIds.map(() => '?').join(', ')})
         GROUP BY event_id`,
      )
      .all(collection, ...eventIds);
    for (const row of rows) counts.set(String(row.event_id), Number(row.n));
    return counts;
  }

  transaction<T>(work: () => T): T {
    return inTransaction(this.db, work);
  }
}
