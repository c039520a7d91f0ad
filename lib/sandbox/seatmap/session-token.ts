import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SandboxContext } from '../context.ts';
import { SEAT_MAP_HEADERS, type SeatMapSession } from '../../seat-map/contract.ts';
import { readMeta, writeMeta } from '../db/open.ts';
import { coded } from '../http/errors.ts';

/**
 * The seat-map service's security header set (spec 02 §2: queue token, seller id, session id).
 * The queue token is `v1.<payload>.<signature>`: the seller and session it was issued for and its
 * expiry, signed with HMAC-SHA256 under a key the sandbox keeps in its database, so checking a
 * call needs no lookup. The session id is the browser's seat-map session (holds belong to it);
 * the storefront keeps it in a cookie and asks for a fresh token when the old one runs out.
 */

/** How long a header set is good for; the widget asks the storefront for a new one after that. */
export const SEAT_MAP_SESSION_LIFETIME_MS = 60 * 60 * 1000;

const SESSION_ID = /^sms_[A-Za-z0-9_-]{16,64}$/;
const KEY_NAME = 'seatmap_signing_key';
const MAX_HEADER = 1024;

const keys = new WeakMap<DatabaseSync, Buffer>();

function signingKey(db: DatabaseSync): Buffer {
  const known = keys.get(db);
  if (known) return known;
  let stored = readMeta(db, KEY_NAME);
  if (!stored) {
    stored = randomBytes(32).toString('base64url');
    writeMeta(db, KEY_NAME, stored);
  }
  const key = Buffer.from(stored, 'base64url');
  keys.set(db, key);
  return key;
}

const sign = (db: DatabaseSync, text: string) => createHmac('sha256', signingKey(db)).update(text).digest();

export const isSessionId = (value: string) => SESSION_ID.test(value);
export const newSessionId = () => `sms_${randomBytes(18).toString('base64url')}`;

/** A header set for a seller's seat maps: the session given (when well-formed) or a new one. */
export function issueSeatMapSession(ctx: SandboxContext, sellerId: string, sessionId?: string): SeatMapSession {
  const session = sessionId && isSessionId(sessionId) ? sessionId : newSessionId();
  const expiresAt = new Date(ctx.now().getTime() + SEAT_MAP_SESSION_LIFETIME_MS).toISOString();
  const payload = Buffer.from(JSON.stringify({ sel: sellerId, sid: session, exp: expiresAt })).toString('base64url');
  const queueToken = `v1.${payload}.${sign(ctx.db, `v1.${payload}`).toString('base64url')}`;
  return {
    sellerId,
    sessionId: session,
    queueToken,
    expiresAt,
    headers: { [SEAT_MAP_HEADERS.queueToken]: queueToken, [SEAT_MAP_HEADERS.sellerId]: sellerId, [SEAT_MAP_HEADERS.sessionId]: session },
  };
}

export interface SeatMapCaller {
  sellerId: string;
  sessionId: string;
}

interface TokenPayload {
  sel?: unknown;
  sid?: unknown;
  exp?: unknown;
}

function payloadOf(ctx: SandboxContext, token: string): TokenPayload | undefined {
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== 'v1' || !payload || !signature || rest.length > 0) return undefined;
  const expected = sign(ctx.db, `v1.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as TokenPayload) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who is calling: refuses a call without the whole header set (401 seatMapHeadersMissing), with a
 * token the service did not sign (401 seatMapTokenInvalid) or one past its expiry (401
 * seatMapTokenExpired), and with a seller or session other than the token's (403
 * seatMapHeadersMismatch).
 */
export function seatMapCaller(ctx: SandboxContext, request: Request): SeatMapCaller {
  const read = (name: string) => request.headers.get(name)?.trim() ?? '';
  const token = read(SEAT_MAP_HEADERS.queueToken);
  const sellerId = read(SEAT_MAP_HEADERS.sellerId);
  const sessionId = read(SEAT_MAP_HEADERS.sessionId);
  if (!token || !sellerId || !sessionId) {
    throw coded(401, 'seatMapHeadersMissing', `The seat map needs the headers ${Object.values(SEAT_MAP_HEADERS).join(', ')}`);
  }
  const payload = token.length <= MAX_HEADER ? payloadOf(ctx, token) : undefined;
  if (!payload || typeof payload.sel !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'string') {
    throw coded(401, 'seatMapTokenInvalid', 'The queue token is not valid');
  }
  if (!(Date.parse(payload.exp) > ctx.now().getTime())) throw coded(401, 'seatMapTokenExpired', 'The queue token has expired');
  if (payload.sel !== sellerId || payload.sid !== sessionId) throw coded(403, 'seatMapHeadersMismatch', 'The seller or session does not match the queue token');
  return { sellerId, sessionId };
}
