import { describe, expect, it } from 'vitest';
import { hardTicketOffer, showsOuterCharge, walletAllowsDelivery, walletReadyTickets, type WalletSettings } from '../../lib/domain/hard-tickets.ts';
import type { HardTicketSettings } from '../../lib/ticketing/schemas/event.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

describe('hardTicketOffer (the hard-ticket choice of step 1)', () => {
  it.each<[string, HardTicketSettings | undefined, ReturnType<typeof hardTicketOffer>]>([
    ['no settings: no choice', undefined, undefined],
    ['empty settings still offer a hard ticket', {}, { promotionName: undefined, promotionText: undefined, previewUrl: undefined, outerCharge: undefined }],
    [
      'the promotion, preview and a charge above 0',
      { promotionName: ' Souvenir ticket ', promotionText: 'Posted to you.', hardTicketPreviewURL: '/p.svg', hardTicketOuterCharge: 2.5 },
      { promotionName: 'Souvenir ticket', promotionText: 'Posted to you.', previewUrl: '/p.svg', outerCharge: 2.5 },
    ],
    ['a charge of 0 is not shown', { promotionName: 'Collector', hardTicketOuterCharge: 0 }, { promotionName: 'Collector', promotionText: undefined, previewUrl: undefined, outerCharge: undefined }],
    ['blank texts count as none', { promotionName: '  ', promotionText: '' }, { promotionName: undefined, promotionText: undefined, previewUrl: undefined, outerCharge: undefined }],
  ])('%s', (_case, settings, expected) => {
    expect(hardTicketOffer(settings)).toEqual(expected);
  });
});

describe('showsOuterCharge (spec 02 §9: only above 0)', () => {
  it.each<[number | null | undefined, boolean]>([
    [undefined, false],
    [null, false],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [0.01, true],
    [2.5, true],
  ])('%s -> %s', (charge, expected) => {
    expect(showsOuterCharge(charge)).toBe(expected);
  });
});

describe('walletAllowsDelivery (spec 02 §9: virtual, or hard tickets allowed; Apple also with NFC)', () => {
  it.each<[Ticket['deliveryType'], 'apple' | 'google', WalletSettings | undefined, boolean]>([
    ['virtual', 'apple', undefined, true],
    ['virtual', 'google', { hardTicketsAllowed: false }, true],
    [undefined, 'google', undefined, true],
    ['hard', 'apple', undefined, false],
    ['hard', 'google', undefined, false],
    ['hard', 'apple', { hardTicketsAllowed: true }, true],
    ['hard', 'google', { hardTicketsAllowed: true }, true],
    ['hard', 'apple', { nfcEnabled: true }, true],
    ['hard', 'google', { nfcEnabled: true }, false],
    ['hard', 'apple', { hardTicketsAllowed: false, nfcEnabled: false }, false],
  ])('%s ticket, %s wallet, %j -> %s', (deliveryType, provider, settings, expected) => {
    expect(walletAllowsDelivery(deliveryType, provider, settings)).toBe(expected);
  });
});

describe('walletReadyTickets', () => {
  const ticket = (deliveryType: Ticket['deliveryType']) => ({ deliveryType, appleWalletEnabled: true, googleWalletEnabled: true });

  it('leaves virtual tickets as they are and clears the flags the seller keeps hard tickets out of', () => {
    expect(walletReadyTickets([ticket('virtual'), ticket('hard')], { nfcEnabled: true })).toEqual([ticket('virtual'), { deliveryType: 'hard', appleWalletEnabled: true, googleWalletEnabled: false }]);
    expect(walletReadyTickets([ticket('hard')], undefined)).toEqual([{ deliveryType: 'hard', appleWalletEnabled: false, googleWalletEnabled: false }]);
  });

  it('never enables a wallet the ticket itself does not allow', () => {
    expect(walletReadyTickets([{ deliveryType: 'hard', appleWalletEnabled: false, googleWalletEnabled: false }], { hardTicketsAllowed: true })).toEqual([
      { deliveryType: 'hard', appleWalletEnabled: false, googleWalletEnabled: false },
    ]);
  });
});
