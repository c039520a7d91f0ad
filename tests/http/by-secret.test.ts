import { describe, expect, it } from 'vitest';
import { orUnknownLink, type LinkedThing } from '../../lib/http/by-secret.ts';
import { Refusal } from '../../lib/http/refusal.ts';
import type { Result } from '../../lib/ticketing/errors.ts';

/** Whatever the ticketing API says about a wrong secret (403) or an unknown id (404), the storefront answers one 404. */

const failure = (status: number, upstreamMessage: string, upstreamCode?: string): Result<never> => ({
  ok: false,
  error: { kind: 'http', status, message: upstreamMessage, upstreamMessage, ...(upstreamCode ? { upstreamCode } : {}), retryable: false },
});

async function refusalOf(result: Result<unknown>, thing: LinkedThing): Promise<{ status: number; body: unknown }> {
  try {
    orUnknownLink(result, thing);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const response = error.response();
    return { status: response.status, body: await response.json() };
  }
  throw new Error('not refused');
}

describe('orUnknownLink', () => {
  it.each<[LinkedThing, string]>([
    ['ticket', 'ticketNotFound'],
    ['ticketTransfer', 'transferNotFound'],
    ['membership', 'membershipNotFound'],
    ['checkout', 'checkoutNotFound'],
  ])('%s: a 403 for a wrong secret reads exactly like a 404 for an unknown id (%s)', async (thing, code) => {
    const wrongSecret = await refusalOf(failure(403, 'Invalid secret'), thing);
    const unknownId = await refusalOf(failure(404, 'Not here', 'somethingNotFound'), thing);
    expect(wrongSecret).toEqual(unknownId);
    expect(wrongSecret).toMatchObject({ status: 404, body: { code } });
  });

  it('passes the data and other refusals through', async () => {
    expect(orUnknownLink({ ok: true, data: 7 }, 'ticket')).toBe(7);
    expect(await refusalOf(failure(422, 'No PDF', 'pdfDisabled'), 'ticket')).toMatchObject({ status: 422, body: { code: 'pdfDisabled' } });
  });
});
