import type { SandboxContext } from '../context.ts';
import type { DataField, DataFieldScope } from '../../ticketing/schemas/data-field.ts';
import { appliesToTicketType } from '../../domain/data-field-rules.ts';

/** A seller's data field definitions (spec 02 §3), optionally of one scope, in their stored order. */
export function sellerDataFields(ctx: SandboxContext, sellerId: string, scope?: DataFieldScope): DataField[] {
  return ctx.store.list('dataFields', { sellerId }).docs.filter((field) => scope === undefined || field.scope === scope);
}

/** The TICKET-scope fields a ticket of this type is personalized with. */
export function ticketDataFields(ctx: SandboxContext, sellerId: string, ticketTypeId: string | null | undefined): DataField[] {
  return sellerDataFields(ctx, sellerId, 'TICKET').filter((field) => appliesToTicketType(field, ticketTypeId));
}
