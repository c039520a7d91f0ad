import { describe, it, expect } from 'vitest';
import { AUTORENEWAL_CONSENT, subscriptionAutorenewal } from '../../lib/domain/subscription-autorenewal.ts';

describe('subscriptionAutorenewal (the plan requests it and the subscription has it)', () => {
  it.each<[string, { type: string }[] | undefined, string[] | undefined | null, boolean]>([
    ['requested and given', [{ type: 'autorenewal' }], ['autorenewal'], true],
    ['requested among others and given', [{ type: 'newsletter' }, { type: 'autorenewal' }], ['terms', 'autorenewal'], true],
    ['requested, withdrawn', [], ['autorenewal'], false],
    ['requested, no consents field', undefined, ['autorenewal'], false],
    ['given but the plan does not request it', [{ type: 'autorenewal' }], [], false],
    ['given but the plan is unknown', [{ type: 'autorenewal' }], null, false],
    ['other consent only', [{ type: 'newsletter' }], ['autorenewal'], false],
    ['letter case differs', [{ type: 'AutoRenewal' }], ['AUTORENEWAL'], true],
  ])('%s -> %s', (_case, consents, requested, expected) => {
    const plan = requested === null ? undefined : { requestedConsents: requested };
    expect(subscriptionAutorenewal({ consents }, plan)).toBe(expected);
  });

  it('names the consent type', () => {
    expect(AUTORENEWAL_CONSENT).toBe('autorenewal');
  });
});
