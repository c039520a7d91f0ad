import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../lib/sandbox/index.ts';
import { caller, type ErrorBody } from './support/account-client.ts';

/** POST /api/tickets/{id}/invalidate?secret (spec 02 §7 Cancel) against the seeded tickets. */

let sandbox: Sandbox;
const { call } = caller(() => sandbox);
const clock = new Date('2030-01-15T12:00:00.000Z');
// The seed places events relative to the clock; a test moves the clock afterwards.
let now = clock;

beforeEach(() => {
  now = clock;
  sandbox = createSandbox({ location: ':memory:', seed: true, now: () => now });
});
afterEach(() => sandbox.close());

type Coded = ErrorBody & { code?: string; reason?: string };
const CANCELLABLE = 'tkt_alex_comedy_1';
const secretOf = (id: string) => sandbox.store.get('tickets', id)?.secret ?? '';
const invalidate = (id: string, secret: string) => call<Coded & { _id?: string }>('POST', `/api/tickets/${id}/invalidate?secret=${encodeURIComponent(secret)}`);
const atEventTime = (id: string, shift: number) => {
  const ticket = sandbox.store.get('tickets', id);
  const event = sandbox.store.get('events', ticket?.eventId ?? '');
  return new Date(Date.parse(event?.start ?? '') + shift);
};

describe('POST /api/tickets/{id}/invalidate', () => {
  it('invalidates a cancellable ticket with a history entry and answers its _id', async () => {
    now = atEventTime(CANCELLABLE, -60_000);
    const answer = await invalidate(CANCELLABLE, secretOf(CANCELLABLE));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ _id: CANCELLABLE });
    const ticket = sandbox.store.get('tickets', CANCELLABLE);
    expect(ticket).toMatchObject({ status: 'invalid', cancellable: false, transferable: false });
    expect(ticket?.history?.at(-1)).toMatchObject({ type: 'invalidated', data: { reason: 'cancelled' } });
    // A second cancellation is refused and changes nothing more.
    const again = await invalidate(CANCELLABLE, secretOf(CANCELLABLE));
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('notCancellable');
    expect(sandbox.store.get('tickets', CANCELLABLE)?.history).toEqual(ticket?.history);
  });

  it('refuses a ticket that is not cancellable, or whose event started, and changes nothing', async () => {
    const notCancellable = 'tkt_alex_comedy_2';
    const before = JSON.stringify(sandbox.store.get('tickets', notCancellable));
    const refused = await invalidate(notCancellable, secretOf(notCancellable));
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([409, 'ticketNotCancellable', 'notCancellable']);
    expect(JSON.stringify(sandbox.store.get('tickets', notCancellable))).toBe(before);

    now = atEventTime(CANCELLABLE, 0);
    const started = await invalidate(CANCELLABLE, secretOf(CANCELLABLE));
    expect([started.status, started.body.reason]).toEqual([409, 'eventStarted']);
    expect(sandbox.store.get('tickets', CANCELLABLE)?.status).toBe('valid');
  });

  it('answers 404 for a wrong or missing secret, and the ticket stays valid', async () => {
    expect((await invalidate(CANCELLABLE, 'wrong-secret-000000')).status).toBe(404);
    expect((await call('POST', `/api/tickets/${CANCELLABLE}/invalidate`)).status).toBe(404);
    expect(sandbox.store.get('tickets', CANCELLABLE)?.status).toBe('valid');
  });
});
