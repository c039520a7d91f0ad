import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSandbox, removeSandboxFiles } from '../../lib/sandbox/instance-file.ts';
import { MIGRATIONS } from '../../lib/sandbox/db/migrations.ts';
import { openDatabase } from '../../lib/sandbox/db/open.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function createCheckout(handle: (request: Request) => Promise<Response>) {
  const response = await handle(
    new Request('http://sandbox.test/api/public/checkouts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sellerId: 'sel_riverside' }),
    }),
  );
  return (await response.json()) as { _id: string; secret: string };
}

describe('sandbox persistence', () => {
  it('keeps its state across a restart', async () => {
    const dir = dataDir();
    const first = openSandbox(dir);
    expect(first.seeded).toBe(true);
    const checkout = await createCheckout(first.handle);
    const instanceId = first.instanceId;
    first.close();

    const second = openSandbox(dir);
    expect(second.seeded).toBe(false);
    expect(second.instanceId).toBe(instanceId);
    const again = await second.handle(new Request(`http://sandbox.test/api/public/checkouts/${checkout._id}?secret=${checkout.secret}`));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { _id: string })._id).toBe(checkout._id);
    second.close();
  });

  it('starts over with a new identity after a reset', () => {
    const dir = dataDir();
    const first = openSandbox(dir);
    const instanceId = first.instanceId;
    first.close();
    removeSandboxFiles(dir);
    const fresh = openSandbox(dir);
    expect(fresh.seeded).toBe(true);
    expect(fresh.instanceId).not.toBe(instanceId);
    fresh.close();
  });

  it('applies each migration once and records it', () => {
    const file = join(dataDir(), 'db.sqlite');
    openDatabase(file).close();
    const db = openDatabase(file);
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((row) => Number(row.version));
    expect(versions).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(String(db.prepare('PRAGMA journal_mode').get()?.journal_mode)).toBe('wal');
    db.close();
  });
});
