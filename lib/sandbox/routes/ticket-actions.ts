import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { ticketClaimRoutes } from './ticket-claims.ts';
import { ticketCancellationRoutes } from './ticket-cancellation.ts';
import { ticketReturnRoutes } from './ticket-returns.ts';
import { ticketRepersonalizationRoutes } from './ticket-repersonalization.ts';
import { ticketRebookingRoutes } from './ticket-rebooking.ts';
import { ticketUpgradeRoutes } from './ticket-upgrades.ts';
import { ticketScanRoutes } from './ticket-scans.ts';

/**
 * What a ticket holder does after buying (issue 11): re-personalize, cancel, return, rebook and
 * upgrade, each the calls of spec 02 §7 with its own route list, registered here as one list.
 */
export const ticketActionRoutes: Route<SandboxContext>[] = [...ticketClaimRoutes, ...ticketCancellationRoutes, ...ticketReturnRoutes, ...ticketRepersonalizationRoutes, ...ticketRebookingRoutes, ...ticketUpgradeRoutes, ...ticketScanRoutes];
