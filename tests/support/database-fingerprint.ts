import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * What a test compares to tell whether a request changed the sandbox database: per table its row
 * count and a hash of its rows (sorted, so a row deleted and put back unchanged counts as no
 * change).
 */
export function databaseFingerprint(db: DatabaseSync): Record<string, string> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = db
      .prepare(`SELECT * FROM "${String(name)}"`)
      .all()
      .map((row) => JSON.stringify(row))
      .sort();
    fingerprint[String(name)] = `${rows.length} rows, ${createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return fingerprint;
}

/**
 * The fingerprint, recomputed only when something was written since the last one: SQLite counts
 * the rows each statement of this connection changed (total_changes()), and while that count
 * stands still the database cannot differ. Reading a fingerprint before every request is then
 * nearly free.
 */
export function databaseWatch(db: DatabaseSync): { fingerprint: () => Record<string, string> } {
  let last: { changes: number; fingerprint: Record<string, string> } | undefined;
  const changes = () => Number(db.prepare('SELECT total_changes() AS n').get()?.n ?? 0);
  return {
    fingerprint() {
      const now = changes();
      if (last?.changes !== now) last = { changes: now, fingerprint: databaseFingerprint(db) };
      return last.fingerprint;
    },
  };
}
