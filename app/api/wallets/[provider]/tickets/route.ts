import { addTicketsToWallet } from '@/lib/operations/ticket-documents';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { navigableUrl, walletProviderOf } from '@/lib/http/ticket-documents';
import { claimRequired, linksShowBarcodes } from '@/lib/http/secure-ticket-access';
import { ticketing } from '@/lib/ticketing/server';
import * as documents from '@/lib/ticketing/ticket-documents';

/** The pass service makes the pass on demand; the browser goes to the answered url to add it. */
export const POST = route(addTicketsToWallet)(async ({ params, input }) => {
  const provider = walletProviderOf(params.provider);
  // Secure ticket access: a pass carries the barcode, so only for the customer who claimed it.
  if (!(await linksShowBarcodes(input.tickets))) throw claimRequired();
  const pass = orUnknownLink(await documents.addTicketsToWallet(ticketing(), { provider, tickets: input.tickets, lang: input.lang ?? 'en' }), 'ticket');
  return { url: navigableUrl(pass.url) };
});
