import type { Customer } from '../ticketing/schemas/customer.ts';

/** What the account pill shows for a logged-in customer: first name, else name, else primary e-mail. */
export function accountPillName(customer: Pick<Customer, 'prename' | 'name' | 'primaryEmail'>): string | undefined {
  return customer.prename?.trim() || customer.name?.trim() || customer.primaryEmail?.trim() || undefined;
}
