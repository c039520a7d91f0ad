import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { TICKET_STATUS_LABELS, isTransferred, ticketStatusLabels, type LabelledTicket, type TicketStatusLabel } from '../../lib/domain/ticket-status-labels.ts';

const valid: LabelledTicket = { status: 'valid', deliveryType: 'virtual' };

describe('ticketStatusLabels (spec 02 §2 ticket card, §4 transferred)', () => {
  it.each<[string, Partial<LabelledTicket>, TicketStatusLabel[]]>([
    ['a plain valid ticket', {}, []],
    ['details required, not personalized', { status: 'detailsRequired' }, ['needsPersonalization']],
    ['personalization required, not done', { requiresPersonalization: true, personalized: false }, ['needsPersonalization']],
    ['personalization required and done', { requiresPersonalization: true, personalized: true }, []],
    ['invalid', { status: 'invalid' }, ['invalid']],
    ['invalid after a return', { status: 'invalid', history: [{ type: 'returned' }] }, ['invalid']],
    ['transferred: invalid with a transferred entry', { status: 'invalid', history: [{ type: 'created' }, { type: 'transferred' }] }, ['transferred']],
    ['a transferred entry on a valid ticket is not transferred', { history: [{ type: 'transferred' }] }, []],
    ['a season card that gave away an event stays unlabelled', { history: [{ type: 'transferredFromSeason' }] }, []],
    ['hard ticket', { deliveryType: 'hard' }, ['hardTicket']],
    ['a transferred hard ticket', { status: 'invalid', deliveryType: 'hard', history: [{ type: 'transferred' }] }, ['transferred', 'hardTicket']],
    ['a hard ticket waiting for details', { status: 'detailsRequired', deliveryType: 'hard' }, ['needsPersonalization', 'hardTicket']],
  ])('%s', (_case, ticket, labels) => {
    expect(ticketStatusLabels({ ...valid, ...ticket })).toEqual(labels);
  });

  it('counts a ticket as transferred only when invalid with a transfer in its history', () => {
    expect(isTransferred({ status: 'invalid', history: [{ type: 'transferred' }] })).toBe(true);
    expect(isTransferred({ status: 'valid', history: [{ type: 'transferred' }] })).toBe(false);
    expect(isTransferred({ status: 'invalid' })).toBe(false);
  });

  it('has a text for every label in both languages', () => {
    for (const label of TICKET_STATUS_LABELS) {
      expect(en[`ticketCard.${label}` as keyof typeof en]).toBeTruthy();
      expect(de[`ticketCard.${label}` as keyof typeof de]).toBeTruthy();
    }
  });
});
