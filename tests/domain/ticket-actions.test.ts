import { describe, it, expect } from 'vitest';
import {
  APPLE_WALLET_MIN_SAFARI_VERSION,
  WALLET_MAX_TICKETS,
  canSellTickets,
  canTransferTickets,
  canUpgradeTickets,
  isEventUpcoming,
  safariVersion,
  walletBrowserSupport,
  walletButtons,
  type ActionTicket,
} from '../../lib/domain/ticket-actions.ts';

const now = new Date('2030-05-01T12:00:00Z');
const upcoming = { start: '2030-05-02T18:00:00Z', end: '2030-05-02T22:00:00Z' };
const running = { start: '2030-05-01T10:00:00Z', end: '2030-05-01T14:00:00Z' };
const past = { start: '2030-04-01T18:00:00Z', end: '2030-04-01T22:00:00Z' };
const valid: ActionTicket = { status: 'valid' };
/** The lock an unpaid payment plan puts on its tickets (lib/domain/payment-plan-hold.ts). */
const HELD = { _id: 'pp_1', type: 'paymentPlan', reason: 'paymentPlanUnpaid' };

const UA = {
  safari17Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safari14Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  safari15Iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  chromeDesktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
} as const;

describe('isEventUpcoming (the end has not passed)', () => {
  it.each<[string, { start: string; end?: string }, boolean]>([
    ['ends tomorrow', upcoming, true],
    ['running now', running, true],
    ['ended', past, false],
    ['no end, starts later', { start: '2030-05-01T12:00:01Z' }, true],
    ['no end, started', { start: '2030-05-01T11:59:59Z' }, false],
    ['ends exactly now', { start: '2030-05-01T10:00:00Z', end: '2030-05-01T12:00:00Z' }, false],
  ])('%s -> %s', (_case, event, expected) => {
    expect(isEventUpcoming(event, now)).toBe(expected);
  });
});

describe('canSellTickets (some ticket resellable and the event upcoming)', () => {
  it.each<[string, ActionTicket[], { start: string; end?: string }, boolean]>([
    ['one resellable, upcoming', [valid, { ...valid, resellable: true }], upcoming, true],
    ['one resellable, running', [{ ...valid, resellable: true }], running, true],
    ['resellable but past', [{ ...valid, resellable: true }], past, false],
    ['none resellable', [valid, { ...valid, resellable: false }], upcoming, false],
    ['no tickets', [], upcoming, false],
    ['the resellable one held by its unpaid payment plan', [valid, { ...valid, resellable: true, locks: [HELD] }], upcoming, false],
    ['one held, another resellable', [{ ...valid, resellable: true, locks: [HELD] }, { ...valid, resellable: true }], upcoming, true],
  ])('%s -> %s', (_case, tickets, event, expected) => {
    expect(canSellTickets(tickets, event, now)).toBe(expected);
  });
});

describe('canTransferTickets / canUpgradeTickets (any ticket)', () => {
  it.each<[string, ActionTicket[], boolean, boolean]>([
    ['none flagged', [valid, valid], false, false],
    ['one transferable', [valid, { ...valid, transferable: true }], true, false],
    ['one upgradeable', [{ ...valid, upgradeable: true }, valid], false, true],
    ['flags false', [{ ...valid, transferable: false, upgradeable: false }], false, false],
    ['both on one', [{ ...valid, transferable: true, upgradeable: true }], true, true],
    ['empty', [], false, false],
    ['the transferable one held by its unpaid payment plan', [{ ...valid, transferable: true, locks: [HELD] }], false, false],
    ['another lock is for the API to judge (the flag)', [{ ...valid, transferable: true, locks: [{ type: 'chargeback' }] }], true, false],
  ])('%s -> transfer %s, upgrade %s', (_case, tickets, transfer, upgrade) => {
    expect(canTransferTickets(tickets)).toBe(transfer);
    expect(canUpgradeTickets(tickets)).toBe(upgrade);
  });
});

describe('safariVersion', () => {
  it.each<[keyof typeof UA, number | undefined]>([
    ['safari17Mac', 17],
    ['safari14Mac', 14],
    ['safari15Iphone', 15],
    ['safariIpad', 16],
    ['chromeIphone', undefined],
    ['chromeDesktop', undefined],
    ['chromeAndroid', undefined],
    ['firefox', undefined],
  ])('%s -> %s', (ua, expected) => {
    expect(safariVersion(UA[ua])).toBe(expected);
  });
});

describe('walletButtons', () => {
  const both: ActionTicket = { status: 'valid', appleWalletEnabled: true, googleWalletEnabled: true };
  const many = (count: number, ticket: ActionTicket = both) => Array.from({ length: count }, () => ticket);

  it('uses the spec constants', () => {
    expect(WALLET_MAX_TICKETS).toBe(10);
    expect(APPLE_WALLET_MIN_SAFARI_VERSION).toBe(15);
  });

  it.each<[string, ActionTicket[], keyof typeof UA, { apple: boolean; google: boolean }]>([
    ['Safari 17 on a Mac: both', [both], 'safari17Mac', { apple: true, google: true }],
    ['Safari 14: no Apple', [both], 'safari14Mac', { apple: false, google: true }],
    ['Safari 15 on iPhone: Apple only', [both], 'safari15Iphone', { apple: true, google: false }],
    ['Chrome on iPhone: neither (not Safari, iPhone)', [both], 'chromeIphone', { apple: false, google: false }],
    ['Chrome on Android: Google', [both], 'chromeAndroid', { apple: false, google: true }],
    ['Firefox: Google', [both], 'firefox', { apple: false, google: true }],
    ['exactly 10 tickets', many(10), 'safari17Mac', { apple: true, google: true }],
    ['11 tickets: hidden', many(11), 'safari17Mac', { apple: false, google: false }],
    ['11 tickets, only 10 wallet-enabled: shown', [...many(10), { status: 'valid', appleWalletEnabled: false, googleWalletEnabled: false }], 'safari17Mac', { apple: true, google: true }],
    ['a wallet-enabled ticket not valid: hidden', [both, { ...both, status: 'detailsRequired' }], 'safari17Mac', { apple: false, google: false }],
    ['an invalid ticket without wallet flags does not matter', [both, { status: 'invalid', appleWalletEnabled: false, googleWalletEnabled: false }], 'chromeDesktop', { apple: false, google: true }],
    ['no wallet-enabled ticket', [{ status: 'valid' }], 'safari17Mac', { apple: false, google: false }],
    ['Apple-only tickets on Chrome', [{ status: 'valid', appleWalletEnabled: true }], 'chromeDesktop', { apple: false, google: false }],
    ['Google-only tickets on Safari', [{ status: 'valid', googleWalletEnabled: true }], 'safari17Mac', { apple: false, google: true }],
    ['no tickets', [], 'safari17Mac', { apple: false, google: false }],
  ])('%s', (_case, tickets, ua, expected) => {
    expect(walletButtons({ tickets, userAgent: UA[ua] })).toEqual(expected);
  });
});

describe('walletBrowserSupport', () => {
  it('takes Apple passes from Safari 15+ only and Google passes anywhere but on an iPhone', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const oldMacSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1 Safari/605.1.15';
    expect(walletBrowserSupport(chrome)).toEqual({ apple: false, google: true });
    expect(walletBrowserSupport(iphoneSafari)).toEqual({ apple: true, google: false });
    expect(walletBrowserSupport(oldMacSafari)).toEqual({ apple: false, google: true });
  });
});
