import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { ApiError } from '../../lib/operations/call.ts';
import { seatClaimRefusal, seatMapRefusalMessage } from '../../components/checkout/step1/seat-map/seat-map-messages.ts';
import { labelMessageId, seatMapLabels } from '../../components/checkout/step1/seat-map/seat-map-labels.ts';
import type { SeatMapRefusal } from '../../lib/seat-map/widget-api.ts';

/** The seat map's refusals in words (widget and cart add), and the widget's labels from both catalogues. */

const orphan = { id: 'C-1-2', sectionName: 'Stalls', groupName: 'Block C', rowName: '1', seatName: '2' };

describe('seatMapRefusalMessage (the widget refused a choice)', () => {
  it.each<[SeatMapRefusal, string, Record<string, string | number> | undefined]>([
    [{ code: 'orphanSeat', seats: [orphan] }, 'seatMap.error.orphanSeat', { seat: '2', row: '1' }],
    [{ code: 'orphanSeat' }, 'seatMap.error.orphanSeat', { seat: '', row: '' }],
    [{ code: 'seatUnavailable', seats: [orphan, orphan] }, 'seatMap.error.seatUnavailable', { count: 2 }],
    [{ code: 'seatUnavailable' }, 'seatMap.error.seatUnavailable', { count: 1 }],
    [{ code: 'tooManySeats', limit: 10 }, 'seatMap.error.tooManySeats', { limit: 10 }],
    [{ code: 'tooManySeats' }, 'seatMap.error.notAvailable', undefined],
    [{ code: 'notAvailable' }, 'seatMap.error.notAvailable', undefined],
    [{ code: 'notOnSale' }, 'seatMap.error.notOnSale', undefined],
    [{ code: 'holdExpired' }, 'seatMap.error.seatingReservationExpired', undefined],
    [{ code: 'seatMapTokenExpired' }, 'seatMap.error.seatMapTokenExpired', undefined],
    [{ code: 'network' }, 'seatMap.error.network', undefined],
    [{ code: 'unknown' }, 'seatMap.error.unknown', undefined],
  ])('%o -> %s', (refusal, id, values) => {
    expect(seatMapRefusalMessage(refusal)).toEqual(values ? { id, values } : { id });
    expect(en).toHaveProperty([id]);
    expect(de).toHaveProperty([id]);
  });
});

describe('seatClaimRefusal (the cart refused the held seats)', () => {
  const refused = (code: string, extra: Record<string, unknown> = {}, status = 409) => new ApiError(status, { code, message: code, ...extra });
  it.each<[unknown, string, string, Record<string, string | number> | undefined]>([
    [refused('seatingReservationInvalid'), 'seatMap.error.seatingReservationInvalid', 'release', undefined],
    [refused('seatingReservationExpired'), 'seatMap.error.seatingReservationExpired', 'release', undefined],
    [refused('seatingReservationClaimed'), 'seatMap.error.seatingReservationClaimed', 'forget', undefined],
    [refused('orphanSeat', { orphans: [orphan] }), 'seatMap.error.orphanSeat', 'keep', { seat: '2', row: '1' }],
    [refused('orphanSeat'), 'seatMap.error.orphanSeat', 'keep', { seat: '', row: '' }],
    [refused('seatUnavailable', { seats: ['A-1-1', 'A-1-2', 'A-1-3'] }), 'seatMap.error.seatUnavailable', 'keep', { count: 3 }],
    [refused('checkoutExpired'), 'checkout.step1.error.checkoutClosed', 'keep', undefined],
    [new ApiError(0, { code: 'network', message: 'network' }), 'checkout.step1.error.network', 'keep', undefined],
    [new Error('boom'), 'checkout.step1.error.unexpected', 'keep', undefined],
  ])('%o -> %s, %s', (error, id, after, values) => {
    expect(seatClaimRefusal(error)).toEqual({ id, after, ...(values ? { values } : {}) });
  });
});

describe('seatMapLabels', () => {
  it.each([
    ['en', en],
    ['de', de],
  ] as const)('gives the widget every label in %s as a template with its placeholders kept', (locale, messages) => {
    const labels = seatMapLabels(createIntl({ locale, messages, onError: (error) => { throw error; } }));
    expect(labels.chart).toContain('{venue}');
    for (const placeholder of ['{section}', '{block}', '{row}', '{seat}', '{category}', '{price}', '{type}']) expect(labels.seat).toContain(placeholder);
    expect(labels.removeSeat).toContain('{seat}');
    expect(labels.announceChosen).toMatch(/\{seat\}.*\{count\}/);
    expect(labels.listAvailable).toContain('{count}');
    for (const [key, text] of Object.entries(labels)) {
      if (key === 'seatTypes') continue;
      expect(messages).toHaveProperty([labelMessageId(key as Exclude<keyof typeof labels, 'seatTypes'>)]);
      expect(text, key).not.toBe('');
    }
    expect(Object.keys(labels.seatTypes).sort()).toEqual(['foldable', 'limitedView', 'wheelchair']);
    expect(labels.seatTypes.foldable).toBe(locale === 'en' ? ', Folding seat' : ', Klappsitz');
  });
});
