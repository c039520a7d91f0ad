import type { DatabaseSync } from 'node:sqlite';
import type { SandboxContext } from './context.ts';
import type { Page } from './db/documents.ts';
import { newId } from './services/checkouts.ts';

/**
 * The sandbox's mail "delivery": every mail the sandbox would send lands in the `outbox` table,
 * where the sandbox mail page (/sandbox/mail) and e2e journeys read it. Nothing leaves the process.
 */

export type MailKind = 'passwordReset' | 'verification' | 'ticketTransfer';

export interface OutgoingMail {
  sellerId: string;
  recipient: string;
  kind: MailKind;
  subject: string;
  body: string;
  /** The one link the mail is about (reset, verification or transfer), relative to the storefront. */
  link?: string | null;
}

export interface OutboxMail extends Omit<OutgoingMail, 'link'> {
  _id: string;
  link: string | null;
  createdAt: string;
}

export function sendMail(ctx: Pick<SandboxContext, 'db' | 'now'>, mail: OutgoingMail): OutboxMail {
  const stored: OutboxMail = {
    _id: newId('mail'),
    sellerId: mail.sellerId,
    recipient: mail.recipient.trim(),
    kind: mail.kind,
    subject: mail.subject,
    body: mail.body,
    link: mail.link ?? null,
    createdAt: ctx.now().toISOString(),
  };
  ctx.db
    .prepare('INSERT INTO outbox (id, seller_id, recipient, kind, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(stored._id, stored.sellerId, stored.recipient, stored.kind, stored.subject, stored.body, stored.link, stored.createdAt);
  return stored;
}

function toMail(row: Record<string, unknown>): OutboxMail {
  return {
    _id: String(row.id),
    sellerId: String(row.seller_id),
    recipient: String(row.recipient),
    kind: String(row.kind) as MailKind,
    subject: String(row.subject),
    body: String(row.body),
    link: row.link === null || row.link === undefined ? null : String(row.link),
    createdAt: String(row.created_at),
  };
}

/** The outbox newest first, optionally only one recipient's mails (e-mail compared case-insensitively). */
export function listOutbox(db: DatabaseSync, options: { recipient?: string | undefined; top: number; skip?: number }): Page<OutboxMail> {
  const recipient = options.recipient?.trim();
  const where = recipient ? 'WHERE recipient = ? COLLATE NOCASE' : '';
  const params = recipient ? [recipient] : [];
  const total = Number(db.prepare(`SELECT COUNT(*) AS n FROM outbox ${where}`).get(...params)?.n ?? 0);
  // rowid breaks ties of mails written within the same millisecond (a pinned test clock writes many).
  const rows = db
    .prepare(`SELECT * FROM outbox ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`)
    .all(...params, options.top, options.skip ?? 0);
  return { docs: rows.map((row) => toMail(row)), total };
}
