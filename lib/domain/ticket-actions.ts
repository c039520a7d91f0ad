import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { isHeldByPaymentPlan } from './payment-plan-hold.ts';

/**
 * Which ticket actions the account tickets page offers for an event's tickets (spec 01 §2 Tickets,
 * spec 02 §2 wallet buttons, §9 wallet limits). The rules look at the tickets the customer holds
 * for one event (or one package) and, for wallets, at the browser.
 */

/** Spec 02 §9: multi-wallet buttons are hidden above this many tickets; a pass carries at most 10. */
export const WALLET_MAX_TICKETS = 10;
/** Spec 02 §9: the Apple wallet button needs Safari 15 or higher. */
export const APPLE_WALLET_MIN_SAFARI_VERSION = 15;

export type ActionTicket = Pick<Ticket, 'status' | 'resellable' | 'transferable' | 'upgradeable' | 'appleWalletEnabled' | 'googleWalletEnabled'> & Partial<Pick<Ticket, 'locks'>>;

/** Upcoming: the event's end (its start when it has none) has not passed yet. */
export function isEventUpcoming(event: { start: string; end?: string | undefined }, now: Date): boolean {
  return Date.parse(event.end ?? event.start) > now.getTime();
}

/** A ticket the holder may resell now: flagged resellable and not held by an unpaid payment plan. */
export function isResellableNow(ticket: ActionTicket): boolean {
  return ticket.resellable === true && !isHeldByPaymentPlan(ticket);
}

/** A ticket the holder may transfer now: flagged transferable and not held by an unpaid payment plan. */
export function isTransferableNow(ticket: ActionTicket): boolean {
  return ticket.transferable === true && !isHeldByPaymentPlan(ticket);
}

/** Sell: some ticket is resellable and the event is upcoming. */
export function canSellTickets(tickets: readonly ActionTicket[], event: { start: string; end?: string | undefined }, now: Date): boolean {
  return tickets.some(isResellableNow) && isEventUpcoming(event, now);
}

/** Transfer: any ticket is transferable. */
export function canTransferTickets(tickets: readonly ActionTicket[]): boolean {
  return tickets.some(isTransferableNow);
}

/** Upgrade: any ticket is upgradeable. */
export function canUpgradeTickets(tickets: readonly ActionTicket[]): boolean {
  return tickets.some((ticket) => ticket.upgradeable === true);
}

/**
 * The Safari major version of a user agent, or undefined for any other browser. Chrome, Edge,
 * Firefox and Opera on iOS also say "Safari" (they run WebKit) but are not Safari: they name
 * themselves with CriOS, EdgiOS, FxiOS or OPiOS, and desktop Chromium browsers with Chrome/.
 */
export function safariVersion(userAgent: string): number | undefined {
  if (!/Safari\//.test(userAgent)) return undefined;
  if (/(Chrome|Chromium|CriOS|EdgiOS|EdgA?|FxiOS|OPiOS|OPR|Android|SamsungBrowser)\//.test(userAgent)) return undefined;
  const match = /Version\/(\d+)/.exec(userAgent);
  return match ? Number(match[1]) : undefined;
}

export function isIphone(userAgent: string): boolean {
  return /iPhone/.test(userAgent);
}

export interface WalletButtons {
  apple: boolean;
  google: boolean;
}

/** Which wallets the browser can take a pass into: Apple's from Safari 15+, Google's anywhere but on an iPhone. */
export function walletBrowserSupport(userAgent: string): WalletButtons {
  const safari = safariVersion(userAgent);
  return { apple: safari !== undefined && safari >= APPLE_WALLET_MIN_SAFARI_VERSION, google: !isIphone(userAgent) };
}

/**
 * The 'add all to wallet' buttons for a set of tickets. The tickets that go into a pass are the
 * wallet-enabled ones (either flag); the buttons show only when there is at least one, all of them
 * are valid, and there are no more than WALLET_MAX_TICKETS. Apple additionally needs Safari 15+
 * and an Apple-enabled ticket; Google is hidden on iPhone and needs a Google-enabled ticket.
 */
export function walletButtons(input: { tickets: readonly ActionTicket[]; userAgent: string }): WalletButtons {
  const enabled = input.tickets.filter((ticket) => ticket.appleWalletEnabled === true || ticket.googleWalletEnabled === true);
  if (enabled.length === 0 || enabled.length > WALLET_MAX_TICKETS || enabled.some((ticket) => ticket.status !== 'valid')) {
    return { apple: false, google: false };
  }
  const browser = walletBrowserSupport(input.userAgent);
  return {
    apple: enabled.some((ticket) => ticket.appleWalletEnabled === true) && browser.apple,
    google: enabled.some((ticket) => ticket.googleWalletEnabled === true) && browser.google,
  };
}
