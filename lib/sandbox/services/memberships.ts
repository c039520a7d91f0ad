import type { SandboxContext } from '../context.ts';
import type { Customer } from '../../ticketing/schemas/customer.ts';
import type { MembershipProgram } from '../../ticketing/schemas/membership.ts';

/**
 * Membership program documents join a program and one customer's enrollment (the seed files the
 * club under the enrolled customer, see seed/holdings/alex.ts). Whoever is not that customer gets
 * the bare program: no status, tier, balance, membership or points history.
 */

export function withoutEnrollment(program: MembershipProgram): MembershipProgram {
  const { enrollmentStatus: _status, activeTierId: _tier, balance: _balance, membership: _membership, lastTransactions: _transactions, ...bare } = program;
  return bare;
}

function isEnrollmentOf(program: MembershipProgram, customer: Customer): boolean {
  return program.enrollmentStatus === 'enrolled' && (!program.membership?.customerId || program.membership.customerId === customer._id);
}

/** The programs the customer is enrolled in, with their enrollment, by name. */
export function enrolledPrograms(ctx: SandboxContext, customer: Customer): MembershipProgram[] {
  return ctx.store
    .list('membershipPrograms', { customerId: customer._id, sellerId: customer.sellerId ?? '' })
    .docs.filter((program) => isEnrollmentOf(program, customer))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every program of a seller without anyone's enrollment, by name. */
export function publicPrograms(ctx: SandboxContext, sellerId: string): MembershipProgram[] {
  const byId = new Map<string, MembershipProgram>();
  for (const program of ctx.store.list('membershipPrograms', { sellerId }).docs) byId.set(program._id, withoutEnrollment(program));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
