import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { accountRoutes } from './account.ts';
import { myHoldingsRoutes } from './my-holdings.ts';
import { ticketTransferRoutes } from './ticket-transfers.ts';
import { resellOfferRoutes } from './resell-offers.ts';
import { bySecretRoutes } from './by-secret.ts';
import { mailRoutes } from './mail.ts';
import { ticketDocumentRoutes } from './ticket-documents.ts';
import { bulkTicketRoutes } from './bulk-tickets.ts';

/** Everything the customer account area needs from the sandbox, registered as one list. */
export const accountAreaRoutes: Route<SandboxContext>[] = [...accountRoutes, ...myHoldingsRoutes, ...ticketTransferRoutes, ...resellOfferRoutes, ...bySecretRoutes, ...mailRoutes, ...ticketDocumentRoutes, ...bulkTicketRoutes];
