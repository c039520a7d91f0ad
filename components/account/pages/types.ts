import type { Customer } from '@/lib/ticketing/schemas/customer';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import type { AccountPage } from '@/lib/ticketing/schemas/seller';

/**
 * What every account screen receives from the account shell (app/[seller]/account/[page]): the
 * seller and the logged-in, verified customer. Screens are server components; they read their
 * data through lib/ticketing with the session's token (lib/session/server currentLogin) and hand
 * plain data to client islands, which page or refresh through route handlers.
 */
export interface AccountPageProps {
  seller: Seller;
  customer: Customer;
  locale: string;
}

export type { AccountPage };
