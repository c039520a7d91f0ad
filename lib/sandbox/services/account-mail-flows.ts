import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { StoredSeller } from '../collections.ts';
import { findCredentials, hashPassword, saveCredentials } from '../auth.ts';
import { sendMail } from '../mail.ts';
import { accountMail, mailLocale } from './account-mails.ts';
import { consumeAccountToken, issueAccountToken, retireAccountTokens } from './account-tokens.ts';

/** Password reset and e-mail verification: token, mail into the outbox, and the confirming step. */

/** How long a customer waits between two verification mails (the resend button's rule, spec 01 §2). */
export const VERIFICATION_MAIL_INTERVAL_MS = 2 * 60 * 1000;

const sameEmail = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

const greetingName = (customer: Customer, email: string) => customer.prename ?? customer.name ?? email;

/**
 * Mails a reset link when the e-mail belongs to a password-login customer of the seller; does
 * nothing otherwise. The caller answers the same either way, so the endpoint cannot probe accounts.
 */
export function requestPasswordReset(ctx: SandboxContext, seller: StoredSeller, email: string, language: string | undefined): void {
  const credentials = findCredentials(ctx.db, seller._id, email);
  if (!credentials?.passwordHash) return;
  const customer = ctx.store.get('customers', credentials.customerId);
  if (!customer || customer.sellerId !== seller._id || customer._account?.loginType !== 'password') return;
  const { token } = issueAccountToken(ctx.db, 'passwordReset', { customerId: customer._id, sellerId: seller._id, email: credentials.email }, ctx.now());
  const slug = seller.slug ?? seller._id;
  sendMail(
    ctx,
    accountMail({
      kind: 'passwordReset',
      locale: mailLocale(language ?? seller.localeSettings?.defaultLocale),
      sellerId: seller._id,
      shopName: seller.name,
      recipient: credentials.email,
      greetingName: greetingName(customer, credentials.email),
      link: `/${encodeURIComponent(slug)}/account/reset-password?token=${encodeURIComponent(token)}`,
    }),
  );
}

/**
 * Sets the new password of the token's customer. Every session of the customer ends (whoever
 * knew the old password is logged out) and older reset links stop working.
 */
export function confirmPasswordReset(ctx: SandboxContext, token: string, password: string): boolean {
  return ctx.store.transaction(() => {
    const owner = consumeAccountToken(ctx.db, 'passwordReset', token, ctx.now());
    if (!owner) return false;
    const credentials = findCredentials(ctx.db, owner.sellerId, owner.email);
    if (!credentials || credentials.customerId !== owner.customerId) return false;
    saveCredentials(ctx.db, { ...credentials, passwordHash: hashPassword(password) });
    retireAccountTokens(ctx.db, 'passwordReset', owner.customerId, ctx.now());
    ctx.db.prepare('DELETE FROM access_tokens WHERE customer_id = ?').run(owner.customerId);
    return true;
  });
}

export type VerificationMailOutcome = { sent: true; nextAllowedAt: string } | { sent: false; nextAllowedAt: string };

/** Mails a verification link unless the previous one was sent less than the interval ago. */
export function sendVerificationMail(ctx: SandboxContext, customer: Customer, seller: StoredSeller | undefined): VerificationMailOutcome {
  return ctx.store.transaction(() => {
    const current = ctx.store.get('customers', customer._id) ?? customer;
    const now = ctx.now();
    const next = current._account?.limitations?.nextVerificationMailRequest;
    if (next && Date.parse(next) > now.getTime()) return { sent: false, nextAllowedAt: next };
    const email = current.primaryEmail ?? '';
    const { token } = issueAccountToken(ctx.db, 'verification', { customerId: current._id, sellerId: current.sellerId ?? '', email }, now);
    sendMail(
      ctx,
      accountMail({
        kind: 'verification',
        locale: mailLocale(seller?.localeSettings?.defaultLocale),
        sellerId: current.sellerId ?? '',
        shopName: seller?.name ?? 'the shop',
        recipient: email,
        greetingName: greetingName(current, email),
        link: `/sandbox/verify?token=${encodeURIComponent(token)}`,
      }),
    );
    const nextAllowedAt = new Date(now.getTime() + VERIFICATION_MAIL_INTERVAL_MS).toISOString();
    ctx.store.put('customers', {
      ...current,
      _account: {
        ...current._account,
        loginType: current._account?.loginType ?? 'password',
        limitations: { ...current._account?.limitations, nextVerificationMailRequest: nextAllowedAt },
      },
    });
    return { sent: true, nextAllowedAt };
  });
}

/** Marks the token's customer verified; false for an unknown, expired or used token. */
export function verifyCustomer(ctx: SandboxContext, token: string): boolean {
  return ctx.store.transaction(() => {
    const owner = consumeAccountToken(ctx.db, 'verification', token, ctx.now());
    const customer = owner ? ctx.store.get('customers', owner.customerId) : undefined;
    // A link mailed to an address the customer has since replaced verifies nothing.
    if (!customer || !sameEmail(customer.primaryEmail, owner?.email)) return false;
    ctx.store.put('customers', { ...customer, verified: true });
    return true;
  });
}
