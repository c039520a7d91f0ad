import { describe, it, expect } from 'vitest';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { BARCODE_FORMAT, barcodeRevealAt, isBarcodeRevealed, isPdfEnabled, showsBarcode } from '../../lib/domain/barcode.ts';

const eventStart = '2030-06-01T18:00:00Z';

describe('barcodeRevealAt (event start minus a configured period)', () => {
  it.each<[number | null | undefined, string | null]>([
    [undefined, null],
    [null, null],
    [0, '2030-06-01T18:00:00.000Z'],
    [24, '2030-05-31T18:00:00.000Z'],
    [1.5, '2030-06-01T16:30:00.000Z'],
  ])('%s hours before -> %s', (hours, expected) => {
    expect(barcodeRevealAt(eventStart, hours)?.toISOString() ?? null).toBe(expected);
  });
});

describe('isBarcodeRevealed', () => {
  const withCode = { barcode: 'ABC123' };
  it.each<[string, Pick<Ticket, 'barcode' | 'barcodeRevealed'>, number | undefined, string, boolean]>([
    ['no period: revealed at once', withCode, undefined, '2030-01-01T00:00:00Z', true],
    ['before the reveal', withCode, 24, '2030-05-31T17:59:59Z', false],
    ['exactly at the reveal', withCode, 24, '2030-05-31T18:00:00Z', true],
    ['after the reveal', withCode, 24, '2030-06-01T10:00:00Z', true],
    ['the API says revealed, early', { ...withCode, barcodeRevealed: true }, 24, '2030-01-01T00:00:00Z', true],
    ['the API says not revealed, but the time has come', { ...withCode, barcodeRevealed: false }, 24, '2030-06-01T10:00:00Z', true],
    ['no barcode value', {}, undefined, '2030-06-01T10:00:00Z', false],
    ['no barcode value, flagged revealed', { barcodeRevealed: true }, undefined, '2030-06-01T10:00:00Z', false],
  ])('%s', (_case, ticket, hours, now, expected) => {
    expect(isBarcodeRevealed({ ticket, eventStart, revealHoursBeforeStart: hours, now: new Date(now) })).toBe(expected);
  });
});

describe('showsBarcode (valid virtual tickets only)', () => {
  it('renders CODE128', () => {
    expect(BARCODE_FORMAT).toBe('CODE128');
  });

  it.each<[Pick<Ticket, 'status' | 'deliveryType'>, boolean]>([
    [{ status: 'valid', deliveryType: 'virtual' }, true],
    [{ status: 'valid' }, true],
    [{ status: 'valid', deliveryType: 'hard' }, false],
    [{ status: 'invalid', deliveryType: 'virtual' }, false],
    [{ status: 'detailsRequired', deliveryType: 'virtual' }, false],
    [{ status: 'reserved' }, false],
  ])('%o -> %s', (ticket, expected) => {
    expect(showsBarcode(ticket)).toBe(expected);
  });
});

describe('isPdfEnabled (off by a custom setting or before the reveal)', () => {
  it.each<[boolean | undefined, boolean, boolean]>([
    [undefined, true, true],
    [true, true, true],
    [false, true, false],
    [undefined, false, false],
    [true, false, false],
  ])('pdfEnabled %s, revealed %s -> %s', (pdfEnabled, revealed, expected) => {
    expect(isPdfEnabled({ pdfEnabled, revealed })).toBe(expected);
  });
});
