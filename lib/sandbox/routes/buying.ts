import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { checkoutRoutes } from './checkouts.ts';
import { paymentRoutes } from './payments.ts';
import { personalizationRoutes } from './personalization.ts';
import { uploadRoutes } from './uploads.ts';

/** Everything buying tickets needs from the sandbox (ADR 0009), registered as one list. */
export const buyingRoutes: Route<SandboxContext>[] = [...checkoutRoutes, ...paymentRoutes, ...personalizationRoutes, ...uploadRoutes];
