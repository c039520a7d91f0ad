import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { CANCELLATION_REFUSALS } from '../../lib/domain/ticket-cancellation.ts';
import { RETURN_REFUSALS } from '../../lib/domain/ticket-return.ts';
import { REPERSONALIZATION_REFUSALS } from '../../lib/domain/repersonalization.ts';
import { REBOOKING_REASONS } from '../../lib/domain/rebooking.ts';
import { UPGRADE_REASONS } from '../../lib/domain/upgrade.ts';
import { TICKET_ACTIONS } from '../../lib/ticket-actions/policy.ts';

/**
 * Every reason a rule can give is said in words in both languages (issue 11: "why an action is
 * unavailable, in words, not a code"), and every action has its button.
 */
const REASONS = [
  ...CANCELLATION_REFUSALS,
  ...RETURN_REFUSALS,
  ...REPERSONALIZATION_REFUSALS,
  ...REBOOKING_REASONS,
  ...UPGRADE_REASONS,
  // Said by the offers: a locked rebooking (spec 02 §2 tooltip), an event naming no upgrade targets.
  'rebookingLocked',
  'noTargets',
];

describe('ticket action reasons and buttons', () => {
  it.each([...new Set(REASONS)])('%s has words in English and German', (reason) => {
    const key = `ticketActions.reason.${reason}` as keyof typeof en;
    expect(en[key], key).toEqual(expect.any(String));
    expect((de as Record<string, string>)[key], key).toEqual(expect.any(String));
  });

  it.each(TICKET_ACTIONS)('%s has a button in English and German', (action) => {
    const key = `ticketActions.${action}.button`;
    expect((en as Record<string, string>)[key], key).toEqual(expect.any(String));
    expect((de as Record<string, string>)[key], key).toEqual(expect.any(String));
  });
});
