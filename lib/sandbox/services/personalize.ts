import { isDeepStrictEqual } from 'node:util';
import type { SandboxContext } from '../context.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import type { ExtraFields } from '../../ticketing/schemas/data-field.ts';
import { extraFieldValueSchema } from '../../ticketing/schemas/data-field.ts';
import { ALREADY_PERSONALIZED_TOOLTIP, readOnlyFields, trimPersonalization, validatePersonalization } from '../../domain/personalization.ts';
import { fieldKey, visibleDataFields } from '../../domain/data-field-rules.ts';
import { PHONE_RULES } from '../../domain/phone.ts';
import { coded } from '../http/errors.ts';
import { checkoutExpired } from './checkouts.ts';
import { ticketDataFields } from './data-fields.ts';
import { asValidTicket } from './ticket-issue.ts';
import { repersonalizationDecision } from '../../domain/repersonalization.ts';
import type { StoredRepersonalization } from '../collections.ts';
import { openRepersonalizationOf } from './action-completions.ts';
import { ticketDeadlineDates } from '../../domain/relative-deadline.ts';

/**
 * Personalizing a ticket (spec 02 §7 personalize call, §5 validation) with the rules of
 * lib/domain/personalization.ts. Readings where the spec is silent:
 *
 * - Answers are merged into what the ticket has: fields not sent keep their values and count in
 *   the validation (a form may send only what changed). Only answers of the ticket type's fields
 *   that are shown are stored; others are dropped.
 * - A reserved ticket (checkout step 2) may be personalized again until paid. On a detailsRequired
 *   ticket the fields that already have a value are read-only: changing one is a 400 with the
 *   'alreadyPersonalized' code. A valid ticket that was personalized is changed only where
 *   re-personalization is allowed (lib/domain/repersonalization.ts; 409 alreadyPersonalized when
 *   it is not allowed at all, 409 repersonalizationNotAllowed with the reason when the limit, the
 *   deadline or the status refuses it, 409 repersonalizationFeeRequired until its fee is paid or
 *   while no fee checkout is open; with one open, the details wait on it and its completion
 *   applies them).
 *   Invalid tickets and tickets of an expired cart cannot be personalized.
 * - Personalizing a detailsRequired ticket makes it valid (with its barcode).
 */
export interface PersonalizeInput {
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  extraFields?: Record<string, unknown> | undefined;
}

/** The repersonalization rule for a stored ticket, with its event and order from the store. */
export function repersonalizationDecisionOf(ctx: SandboxContext, ticket: Ticket, now: Date) {
  const event = ctx.store.get('events', ticket.eventId);
  const transaction = ticket.transactionId ? ctx.store.get('transactions', ticket.transactionId) : undefined;
  return repersonalizationDecision({ ticket, event, dates: ticketDeadlineDates(ticket, event, transaction), now });
}

/**
 * How a personalized valid ticket may be changed: now ('change'), or — while the fee's checkout
 * is open and unpaid — as details that the checkout's completion applies ('pending').
 */
function repersonalizationGate(ctx: SandboxContext, ticket: Ticket, now: Date): { kind: 'change' } | { kind: 'pending'; record: StoredRepersonalization } {
  const decision = repersonalizationDecisionOf(ctx, ticket, now);
  if (decision.refusal === 'notRepersonalizable') throw coded(409, 'alreadyPersonalized', 'This ticket is already personalized');
  if (decision.refusal) throw coded(409, 'repersonalizationNotAllowed', 'This ticket cannot be re-personalized', { reason: decision.refusal });
  if (decision.fee <= 0 || decision.paid) return { kind: 'change' };
  const record = openRepersonalizationOf(ctx, ticket._id, now);
  if (!record) throw coded(409, 'repersonalizationFeeRequired', 'The repersonalization fee must be paid first', { fee: decision.fee });
  return { kind: 'pending', record };
}

/** Errors are keyed by their path in the request body: names at the top, answers under extraFields. */
const bodyPath = (key: string) => (key === 'firstname' || key === 'lastname' ? key : `extraFields.${key}`);

export function personalizeTicket(ctx: SandboxContext, ticket: Ticket, input: PersonalizeInput): Ticket {
  const now = ctx.now();
  if (ticket.status === 'invalid' || ticket.status === 'blank') throw coded(409, 'ticketNotPersonalizable', 'This ticket cannot be personalized');
  if (ticket.status === 'reserved' && ticket.expiresAt && Date.parse(ticket.expiresAt) <= now.getTime()) throw checkoutExpired();
  const gate = ticket.status === 'valid' && ticket.personalized === true ? repersonalizationGate(ctx, ticket, now) : { kind: 'change' as const };

  const fields = ticketDataFields(ctx, ticket.sellerId ?? '', ticket.ticketTypeId);
  const sent = trimPersonalization(input);
  const locked = readOnlyFields(ticket, fields);
  const current: Record<string, unknown> = { firstname: ticket.firstname ?? undefined, lastname: ticket.lastname ?? undefined, ...ticket.extraFields };
  const proposed: Record<string, unknown> = { firstname: sent.firstname, lastname: sent.lastname, ...sent.extraFields };
  const changedLocked = locked.filter((key) => proposed[key] !== undefined && !isDeepStrictEqual(proposed[key], current[key]));
  if (changedLocked.length > 0) {
    throw coded(400, 'invalidInput', 'Already personalized fields cannot be changed', undefined, Object.fromEntries(changedLocked.map((key) => [bodyPath(key), [ALREADY_PERSONALIZED_TOOLTIP]])));
  }

  const firstname = sent.firstname ?? ticket.firstname ?? undefined;
  const lastname = sent.lastname ?? ticket.lastname ?? undefined;
  const extraFields: Record<string, unknown> = { ...ticket.extraFields, ...sent.extraFields };
  const event = ctx.store.get('events', ticket.eventId);
  const errors = validatePersonalization({
    ticket,
    timeZone: event?.timezone ?? 'UTC',
    fields,
    values: { firstname, lastname, extraFields },
    today: now,
    phone: PHONE_RULES,
  });
  if (Object.keys(errors).length > 0) {
    const byPath = Object.fromEntries(Object.entries(errors).map(([key, code]) => [bodyPath(key), [code]]));
    throw coded(400, 'invalidInput', 'Invalid personalization', undefined, byPath);
  }

  // Only answers of the ticket's fields that are shown are kept: nothing else can be stored on a ticket.
  const stored: ExtraFields = {};
  for (const field of visibleDataFields(fields, extraFields)) {
    const key = fieldKey(field);
    const parsed = extraFieldValueSchema.safeParse(extraFields[key]);
    if (parsed.success && extraFields[key] !== undefined) stored[key] = parsed.data;
  }
  if (gate.kind === 'pending') {
    // The fee's checkout applies these details once it is paid; the ticket keeps its holder until then.
    ctx.store.put('repersonalizations', { ...gate.record, details: { ...gate.record.details, [ticket._id]: { firstname: firstname ?? null, lastname: lastname ?? null, extraFields: stored } } });
    return ticket;
  }
  const date = now.toISOString();
  const personalized: Ticket = {
    ...ticket,
    firstname: firstname ?? null,
    lastname: lastname ?? null,
    extraFields: stored,
    personalized: true,
    history: [...(ticket.history ?? []), { type: 'personalized', date, data: { firstname: firstname ?? null, lastname: lastname ?? null } }],
  };
  const next =
    ticket.status === 'detailsRequired'
      ? asValidTicket({ ...personalized, history: [...(personalized.history ?? []), { type: 'validated', date }] }, now, event?.start ?? date)
      : personalized;
  return ctx.store.put('tickets', next);
}
