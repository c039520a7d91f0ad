import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Random ids and secrets of documents the sandbox creates, and the constant-time secret check. */

export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
export const newSecret = () => randomBytes(18).toString('base64url');

export function secretsMatch(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
