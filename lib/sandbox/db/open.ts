import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, type Migration } from './migrations.ts';

export const IN_MEMORY = ':memory:';

/** Opens (creating when missing) the sandbox database and brings its schema up to date. */
export function openDatabase(location: string, migrations: readonly Migration[] = MIGRATIONS): DatabaseSync {
  if (location !== IN_MEMORY) mkdirSync(dirname(location), { recursive: true });
  const db = new DatabaseSync(location, { enableForeignKeyConstraints: true });
  if (location !== IN_MEMORY) {
    // WAL lets the seed script and a running server share the file; NORMAL is durable in WAL mode.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  }
  db.exec('PRAGMA busy_timeout = 5000;');
  migrate(db, migrations);
  return db;
}

export function migrate(db: DatabaseSync, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row.version)),
  );
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    inTransaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
    ran.push(migration.version);
  }
  ensureInstanceId(db);
  return ran;
}

/** Runs `work` in one IMMEDIATE transaction (taking the write lock up front avoids upgrade deadlocks). */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function ensureInstanceId(db: DatabaseSync): void {
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('instance_id', ?)").run(randomUUID());
}

export function readMeta(db: DatabaseSync, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  return row ? String(row.value) : undefined;
}

export function writeMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
