import { z } from 'zod';
import type { Result, TicketingError } from '../ticketing/errors.ts';
import { Refusal, refusalOf } from './refusal.ts';

/**
 * A cart add that claims seats held on the seat map (ADR 0031) is refused with the seats at fault:
 * the buyer's text names the stranded seat, or counts the taken ones, and the map marks them. Only
 * these fields, parsed, reach the browser; the rest of the upstream body never does.
 */

const name = z.string().max(100).optional();
const orphanSchema = z.object({ id: z.string().min(1).max(100), sectionName: name, groupName: name, rowName: name, seatName: name });

const seatClaimDetailsSchemas = {
  orphanSeat: z.object({ orphans: z.array(orphanSchema).min(1).max(100) }),
  seatUnavailable: z.object({ seats: z.array(z.string().min(1).max(100)).min(1).max(100) }),
} as const;

/** The seats an `orphanSeat` or `seatUnavailable` refusal names, or nothing for any other failure. */
export function seatClaimDetailsOf(error: TicketingError): Record<string, unknown> | undefined {
  if (error.kind !== 'http' || (error.upstreamCode !== 'orphanSeat' && error.upstreamCode !== 'seatUnavailable')) return undefined;
  const parsed = seatClaimDetailsSchemas[error.upstreamCode].safeParse(error.upstreamDetails);
  return parsed.success ? parsed.data : undefined;
}

/** `orRefuse` for the cart add: the same refusal, plus the seats a refused claim names. */
export function orRefuseSeatClaim<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  const refusal = refusalOf(result.error);
  const seats = seatClaimDetailsOf(result.error);
  if (!seats) throw refusal;
  throw new Refusal(refusal.status, refusal.code, { message: refusal.message, details: { ...refusal.details, ...seats }, headers: { ...refusal.headers } });
}
