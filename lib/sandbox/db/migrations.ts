/**
 * Versioned schema of the sandbox database. Append new migrations; never edit an applied one,
 * because existing .data/ files only run the versions they have not seen yet.
 *
 * Entities are stored as JSON documents (the ticketing API speaks documents with `_id`s), with the
 * keys the sandbox filters on lifted into indexed columns.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'documents, credentials, tokens, outbox',
    sql: `
      CREATE TABLE documents (
        collection  TEXT NOT NULL,
        id          TEXT NOT NULL,
        seller_id   TEXT,
        customer_id TEXT,
        event_id    TEXT,
        created_at  TEXT NOT NULL,
        body        TEXT NOT NULL CHECK (json_valid(body)),
        PRIMARY KEY (collection, id)
      ) WITHOUT ROWID;
      CREATE INDEX documents_by_seller   ON documents (collection, seller_id, created_at);
      CREATE INDEX documents_by_customer ON documents (collection, customer_id, created_at);
      CREATE INDEX documents_by_event    ON documents (collection, event_id);

      CREATE TABLE credentials (
        customer_id   TEXT PRIMARY KEY,
        seller_id     TEXT NOT NULL,
        email         TEXT NOT NULL COLLATE NOCASE,
        password_hash TEXT,
        UNIQUE (seller_id, email)
      );

      CREATE TABLE access_tokens (
        token_hash  TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL,
        expires_at  TEXT NOT NULL
      );
      CREATE INDEX access_tokens_by_customer ON access_tokens (customer_id);

      CREATE TABLE outbox (
        id         TEXT PRIMARY KEY,
        seller_id  TEXT NOT NULL,
        recipient  TEXT NOT NULL,
        kind       TEXT NOT NULL,
        subject    TEXT NOT NULL,
        body       TEXT NOT NULL,
        link       TEXT,
        created_at TEXT NOT NULL
      );

      CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'one-time account tokens (password reset, verification), outbox by recipient',
    // Only the SHA-256 of a mailed token is stored, like access tokens: a copied database holds no usable link.
    sql: `
      CREATE TABLE account_tokens (
        token_hash  TEXT PRIMARY KEY,
        purpose     TEXT NOT NULL CHECK (purpose IN ('passwordReset', 'verification')),
        customer_id TEXT NOT NULL,
        seller_id   TEXT NOT NULL,
        email       TEXT NOT NULL,
        expires_at  TEXT NOT NULL,
        used_at     TEXT,
        created_at  TEXT NOT NULL
      );
      CREATE INDEX account_tokens_by_customer ON account_tokens (customer_id, purpose);

      CREATE INDEX outbox_by_recipient ON outbox (recipient COLLATE NOCASE, created_at);
    `,
  },
  {
    version: 3,
    name: 'uploaded documents (personalization data fields)',
    // The bytes live in the database so that the sandbox stays one file; ids are unguessable capabilities.
    sql: `
      CREATE TABLE uploads (
        id           TEXT PRIMARY KEY,
        file_name    TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size         INTEGER NOT NULL,
        bytes        BLOB NOT NULL,
        created_at   TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'uploads bound to their owner (a checkout or a ticket)',
    // Served only to whoever proves the owner's secret, and counted per owner for the cap. Uploads
    // from before have no owner, and so are served to no one.
    sql: `
      ALTER TABLE uploads ADD COLUMN owner_kind TEXT;
      ALTER TABLE uploads ADD COLUMN owner_id TEXT;
      CREATE INDEX uploads_by_owner ON uploads (owner_kind, owner_id);
    `,
  },
  {
    version: 5,
    name: "a holder's tickets counted per event and status from an index (issue 9: the tickets page, events first)",
    // A ticket's status lifted into a column the triggers keep in step with the body, so that a
    // customer's tickets are counted per event and status from the index alone, without reading
    // (and parsing) one of thousands of bodies; the packaged ones are found the same way.
    sql: `
      ALTER TABLE documents ADD COLUMN ticket_status TEXT;
      UPDATE documents SET ticket_status = json_extract(body, '$.status') WHERE collection = 'tickets';
      CREATE TRIGGER documents_ticket_status_inserted AFTER INSERT ON documents WHEN new.collection = 'tickets'
      BEGIN
        UPDATE documents SET ticket_status = json_extract(new.body, '$.status') WHERE collection = 'tickets' AND id = new.id;
      END;
      CREATE TRIGGER documents_ticket_status_updated AFTER UPDATE OF body ON documents WHEN new.collection = 'tickets'
      BEGIN
        UPDATE documents SET ticket_status = json_extract(new.body, '$.status') WHERE collection = 'tickets' AND id = new.id;
      END;
      CREATE INDEX documents_tickets_by_holder ON documents (collection, customer_id, seller_id, event_id, ticket_status);
      CREATE INDEX documents_packaged_tickets ON documents (collection, customer_id, seller_id)
        WHERE json_extract(body, '$.packageInfo.packageId') IS NOT NULL;
    `,
  },
];
