import type { z } from 'zod';
import type { TicketingClient } from './client.ts';
import { pageOf } from './schemas/common.ts';
import { membershipProgramSchema } from './schemas/membership.ts';

/** Membership programs (spec 01 §2, §7; spec 02 §7). */

export const membershipProgramListSchema = pageOf(membershipProgramSchema);
export type MembershipProgramList = z.infer<typeof membershipProgramListSchema>;

/** The programs the customer is enrolled in, each with its tier, balance and last transactions. */
export function listMyMembershipPrograms(client: TicketingClient, customerToken: string) {
  return client.request({ path: '/api/customers/me/membership-programs', schema: membershipProgramListSchema, customerToken });
}

/** A seller's programs without anyone's enrollment ("GET public programs"). */
export function listMembershipPrograms(client: TicketingClient, sellerId: string) {
  return client.request({ path: '/api/public/membership-programs', query: { sellerId }, schema: membershipProgramListSchema });
}
