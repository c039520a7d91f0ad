import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** How long a customer token issued at login stays valid. */
export const TOKEN_LIFETIME_MS = 1000 * 60 * 60 * 24 * 14;

const SCRYPT_KEY_LENGTH = 32;

export function hashPassword(password: string, salt = randomBytes(16)): string {
  const key = scryptSync(password, salt, SCRYPT_KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  const [scheme, salt, key] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Credentials {
  customerId: string;
  sellerId: string;
  email: string;
  passwordHash: string | null;
}

export function saveCredentials(db: DatabaseSync, credentials: Credentials): void {
  db.prepare(
    `INSERT INTO credentials (customer_id, seller_id, email, password_hash) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash`,
  ).run(credentials.customerId, credentials.sellerId, credentials.email, credentials.passwordHash);
}

export function findCredentials(db: DatabaseSync, sellerId: string, email: string): Credentials | undefined {
  const row = db
    .prepare('SELECT customer_id, seller_id, email, password_hash FROM credentials WHERE seller_id = ? AND email = ?')
    .get(sellerId, email.trim());
  if (!row) return undefined;
  return {
    customerId: String(row.customer_id),
    sellerId: String(row.seller_id),
    email: String(row.email),
    passwordHash: row.password_hash === null ? null : String(row.password_hash),
  };
}

/** Issues an opaque bearer token; only its hash is stored, so a copied database holds no usable tokens. */
export function issueToken(db: DatabaseSync, customerId: string, now: Date): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  db.prepare('INSERT INTO access_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(tokenHash(token), customerId, expiresAt);
  return { token, expiresAt };
}

export function customerIdForToken(db: DatabaseSync, token: string, now: Date): string | undefined {
  const row = db.prepare('SELECT customer_id, expires_at FROM access_tokens WHERE token_hash = ?').get(tokenHash(token));
  if (!row || Date.parse(String(row.expires_at)) <= now.getTime()) return undefined;
  return String(row.customer_id);
}

export function revokeToken(db: DatabaseSync, token: string): void {
  db.prepare('DELETE FROM access_tokens WHERE token_hash = ?').run(tokenHash(token));
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
