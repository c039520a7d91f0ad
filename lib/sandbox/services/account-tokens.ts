import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * One-time tokens mailed to a customer: a password reset link (valid 1 hour) or an e-mail
 * verification link (valid 24 hours). Only the token's SHA-256 is stored, so the database alone
 * never yields a usable link; a token works once.
 */

export type AccountTokenPurpose = 'passwordReset' | 'verification';

export const ACCOUNT_TOKEN_LIFETIME_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  passwordReset: 60 * 60 * 1000,
  verification: 24 * 60 * 60 * 1000,
};

export interface AccountTokenOwner {
  customerId: string;
  sellerId: string;
  /** The login e-mail the token was issued for: a reset changes the credentials stored under it. */
  email: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function issueAccountToken(db: DatabaseSync, purpose: AccountTokenPurpose, owner: AccountTokenOwner, now: Date): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]).toISOString();
  db.prepare(
    `INSERT INTO account_tokens (token_hash, purpose, customer_id, seller_id, email, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(hash(token), purpose, owner.customerId, owner.sellerId, owner.email, expiresAt, now.toISOString());
  return { token, expiresAt };
}

/**
 * Marks the token used and returns whom it was issued to; undefined for an unknown, expired or
 * already used token. One UPDATE decides, so two concurrent uses cannot both succeed.
 */
export function consumeAccountToken(db: DatabaseSync, purpose: AccountTokenPurpose, token: string, now: Date): AccountTokenOwner | undefined {
  const at = now.toISOString();
  const row = db
    .prepare(
      `UPDATE account_tokens SET used_at = ?
       WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       RETURNING customer_id, seller_id, email`,
    )
    .get(at, hash(token), purpose, at);
  if (!row) return undefined;
  return { customerId: String(row.customer_id), sellerId: String(row.seller_id), email: String(row.email) };
}

/** Retires every open token of a customer for a purpose (after a reset, older links stop working). */
export function retireAccountTokens(db: DatabaseSync, purpose: AccountTokenPurpose, customerId: string, now: Date): void {
  db.prepare('UPDATE account_tokens SET used_at = ? WHERE customer_id = ? AND purpose = ? AND used_at IS NULL').run(now.toISOString(), customerId, purpose);
}
