import { getTicketsPdf } from '@/lib/operations/ticket-documents';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { pdfDownload } from '@/lib/http/ticket-documents';
import { claimRequired, linksShowBarcodes } from '@/lib/http/secure-ticket-access';
import { ticketing } from '@/lib/ticketing/server';
import { renderTicketsPdf } from '@/lib/ticketing/ticket-documents';

/** A GET, so that "download all" is a plain download link; `id` and `secret` pair up by position. */
export const GET = route(getTicketsPdf)(async ({ input }) => {
  const tickets = input.id.map((id, index) => ({ id, secret: input.secret[index] ?? '' }));
  // Secure ticket access: the barcodes only for the customer who claimed them.
  if (!(await linksShowBarcodes(tickets))) throw claimRequired();
  return pdfDownload(orUnknownLink(await renderTicketsPdf(ticketing(), tickets, input.lang ?? 'en'), 'ticket'), 'tickets.pdf');
});
