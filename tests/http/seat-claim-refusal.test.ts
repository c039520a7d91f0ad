import { describe, expect, it } from 'vitest';
import { orRefuseSeatClaim, seatClaimDetailsOf } from '../../lib/http/seat-claim-refusal.ts';
import { Refusal } from '../../lib/http/refusal.ts';
import { fail, ok, type TicketingError } from '../../lib/ticketing/errors.ts';

/** What a refused seat claim passes on to the browser (docs/adr/0031-seat-map-service.md). */

const refused = (upstreamCode: string, upstreamDetails?: Record<string, unknown>): TicketingError => ({
  kind: 'http',
  status: 409,
  message: 'An error occurred while fetching the data',
  upstreamMessage: 'refused',
  upstreamCode,
  ...(upstreamDetails ? { upstreamDetails } : {}),
  retryable: false,
});

const ORPHAN = { id: 'C-1-2', sectionName: 'Stalls', groupName: 'Block C', rowName: '1', seatName: '2' };

describe('seatClaimDetailsOf', () => {
  it.each<[string, TicketingError, Record<string, unknown> | undefined]>([
    ['the stranded seats, without fields the contract does not name', refused('orphanSeat', { orphans: [{ ...ORPHAN, gate: 'Gate 2', secret: 'x' }], debug: true }), { orphans: [ORPHAN] }],
    ['the taken seats', refused('seatUnavailable', { seats: ['C-1-3', 'C-1-4'] }), { seats: ['C-1-3', 'C-1-4'] }],
    ['nothing for an orphanSeat without orphans', refused('orphanSeat', { seats: ['C-1-3'] }), undefined],
    ['nothing for seats that are not ids', refused('seatUnavailable', { seats: [{ id: 'C-1-3' }] }), undefined],
    ['nothing for another code', refused('seatingReservationExpired', { seats: ['C-1-3'] }), undefined],
    ['nothing for network trouble', { kind: 'network', message: 'down', timeout: false, retryable: true }, undefined],
  ])('%s', (_case, error, details) => {
    expect(seatClaimDetailsOf(error)).toEqual(details);
  });
});

describe('orRefuseSeatClaim', () => {
  it('answers the data, or throws the refusal with the seats at fault', () => {
    expect(orRefuseSeatClaim(ok(1))).toBe(1);
    let thrown: unknown;
    try {
      orRefuseSeatClaim(fail(refused('seatUnavailable', { seats: ['C-1-3'] })));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Refusal);
    expect(thrown).toMatchObject({ status: 409, code: 'seatUnavailable', message: 'refused', details: { seats: ['C-1-3'] } });
  });
});
