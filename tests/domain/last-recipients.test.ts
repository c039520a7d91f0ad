import { describe, expect, it } from 'vitest';
import { lastRecipients, LAST_RECIPIENTS_MAX, type SentRecipient } from '../../lib/domain/last-recipients.ts';

describe('lastRecipients (spec 02 §9: at most 5, unique by e-mail)', () => {
  const to = (email: string, phone?: string | null): SentRecipient => ({ email, phone });

  it.each<[string, SentRecipient[], ReturnType<typeof lastRecipients>]>([
    ['no sent transfers', [], []],
    ['one', [to('maya@example.net')], [{ email: 'maya@example.net' }]],
    ['newest first, as sent', [to('b@example.net'), to('a@example.net')], [{ email: 'b@example.net' }, { email: 'a@example.net' }]],
    ['the same e-mail in another case once, in its newest spelling', [to(' Maya@Example.net '), to('maya@example.net')], [{ email: 'Maya@Example.net' }]],
    ['blank e-mails (a phone-only transfer) left out', [to('  ', '+447700900123'), to('a@example.net')], [{ email: 'a@example.net' }]],
    ['with the phone of the newest transfer that had one', [to('a@example.net'), to('A@example.net', '+4915112345678'), to('a@example.net', '+447700900123')], [{ email: 'a@example.net', phone: '+4915112345678' }]],
    [
      'at most 5',
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => to(`${name}@example.net`)),
      ['a', 'b', 'c', 'd', 'e'].map((name) => ({ email: `${name}@example.net` })),
    ],
    [
      'duplicates do not use up the 5',
      ['a', 'A', 'b', 'c', 'b', 'd', 'e', 'f'].map((name) => to(`${name}@example.net`)),
      ['a', 'b', 'c', 'd', 'e'].map((name) => ({ email: `${name}@example.net` })),
    ],
  ])('%s', (_, sent, expected) => {
    expect(lastRecipients(sent)).toEqual(expected);
  });

  it('caps at 5', () => {
    expect(LAST_RECIPIENTS_MAX).toBe(5);
  });
});
