import type { TicketingClient } from './client.ts';
import { apiPath } from './path.ts';
import { createdCheckoutSchema } from './schemas/checkout.ts';
import { packageConfigInfoSchema, packageConfigSchema } from './schemas/package.ts';

/** Packages (spec 02 §7 "Packages"): a config by id or slug, its info, and a checkout holding its tickets. */

/** GET /api/public/packages/configs/{id}; a slug needs its seller (`sellerId`), an id does not. */
export function getPackageConfig(client: TicketingClient, idOrSlug: string, sellerId: string) {
  return client.request({ path: apiPath`/api/public/packages/configs/${idOrSlug}`, query: { sellerId }, schema: packageConfigSchema });
}

/** GET /api/public/packages/configs/{id}/info: events, tickets, price and sale status, in the page's language. */
export function getPackageInfo(client: TicketingClient, id: string, query: { sellerId: string; locale: string }) {
  return client.request({ path: apiPath`/api/public/packages/configs/${id}/info`, query, schema: packageConfigInfoSchema });
}

/** POST /api/public/packages/configs/{id}/checkout: a new checkout holding the package's tickets at its price. */
export function checkoutPackage(client: TicketingClient, id: string, body: { sellerId: string; shopId?: string | undefined }, customerToken?: string | undefined) {
  return client.request({ method: 'POST', path: apiPath`/api/public/packages/configs/${id}/checkout`, body, schema: createdCheckoutSchema, customerToken });
}
